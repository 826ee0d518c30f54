import { ChatConnection, type OpenSocket, type ServerFrame, type SocketLike } from './socket.js';

/** Stands in for the browser's WebSocket in tests: records what is sent, replays what the server says. */
export class FakeSocket implements SocketLike {
  readyState = 0;
  /** Frames the client sent, parsed. */
  readonly sent: Record<string, unknown>[] = [];
  closed = false;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }

  close(): void {
    this.readyState = 3;
    this.closed = true;
  }

  /** The server accepted the connection. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  /** The server sent a frame. */
  receive(frame: ServerFrame): void {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }

  /** The line dropped (server restart, network). */
  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }

  /** The frames of one method the client sent. */
  frames(method: string): Record<string, unknown>[] {
    return this.sent.filter((frame) => frame.method === method);
  }
}

/** A connection whose sockets are fakes; `sockets` lists every one it opened, the latest last. */
export function fakeConnection() {
  const sockets: FakeSocket[] = [];
  const open: OpenSocket = (url) => {
    const socket = new FakeSocket(url);
    sockets.push(socket);
    return socket;
  };
  const connection = new ChatConnection(open);
  const latest = (): FakeSocket => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket was opened');
    return socket;
  };
  return { connection, sockets, latest };
}
