import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/**
 * The HTTP connections the server holds and the requests in flight on them: the metrics report
 * them, and a stopping server waits on them.
 */
export class ConnectionTracker {
  private readonly sockets = new Set<Socket>();
  private readonly responses = new Set<ServerResponse>();
  private closing = false;
  private servedCount = 0;
  /** When a request last started or ended on any connection. */
  private lastActivityAt = Date.now();

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.once('close', () => this.sockets.delete(socket));
    });
    server.on('request', (_request: IncomingMessage, response: ServerResponse) => {
      this.responses.add(response);
      this.lastActivityAt = Date.now();
      if (this.closing && !response.headersSent) response.setHeader('connection', 'close');
      response.once('close', () => {
        this.responses.delete(response);
        this.servedCount += 1;
        this.lastActivityAt = Date.now();
      });
    });
  }

  get open(): number {
    return this.sockets.size;
  }

  get inFlight(): number {
    return this.responses.size;
  }

  /**
   * From now on every response says `Connection: close`, those already being prepared included,
   * so a keep-alive client opens its next connection (elsewhere) instead of reusing this one.
   */
  stopKeepAlive(): void {
    this.closing = true;
    for (const response of this.responses) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
  }

  /** Responses finished or abandoned since the server started. */
  get served(): number {
    return this.servedCount;
  }

  get quietForMs(): number {
    return Date.now() - this.lastActivityAt;
  }

  /**
   * Ends the connections between requests. Node's own check is used because it also knows a
   * connection whose next request is only partly read, which must not be cut.
   */
  closeIdle(): void {
    this.server.closeIdleConnections();
  }

  closeAll(): void {
    this.server.closeAllConnections();
  }
}
