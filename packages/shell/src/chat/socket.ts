/** What the client needs of a WebSocket; a test passes its own object in place of the browser's. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
}

export type OpenSocket = (url: string) => SocketLike;

/** A frame the server sent: its method and whatever that method carries. */
export interface ServerFrame {
  method: string;
  [field: string]: unknown;
}

export type FrameListener = (frame: ServerFrame) => void;

/** The server drops a connection it has not heard from for a while; a heartbeat keeps it open. */
export const HEARTBEAT_MS = 100_000;
/** Waits before reconnecting after a drop: doubling from one second up to half a minute. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** Frames kept for a socket that is not open yet; beyond this the oldest are dropped. */
const WAITING_MAX = 50;

const OPEN = 1;

/** Same origin as the console; the token travels in the path because a browser socket sends no headers. */
export function socketUrl(
  token: string,
  location: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/message/websocket/${encodeURIComponent(token)}`;
}

const browserSocket: OpenSocket = (url) => new WebSocket(url) as unknown as SocketLike;

function parse(data: unknown): ServerFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame: unknown = JSON.parse(data);
    if (typeof frame === 'object' && frame !== null && typeof (frame as ServerFrame).method === 'string')
      return frame as ServerFrame;
  } catch {
    // Not a frame of this protocol: nothing to act on.
  }
  return null;
}

/**
 * The signed-in user's chat and notification socket: announces itself on opening, sends a
 * heartbeat when the line has been quiet, and reconnects after a drop, with growing pauses, until
 * stopped or until the server ends the session (logout) or turns the connection away (closeSocket).
 */
export class ChatConnection {
  private socket: SocketLike | null = null;
  private token: string | null = null;
  private heartbeat: ReturnType<typeof setTimeout> | undefined;
  private reconnect: ReturnType<typeof setTimeout> | undefined;
  private attempts = 0;
  /** Frames asked for before the socket opened; sent as soon as it does. */
  private waiting: string[] = [];
  private readonly listeners = new Set<FrameListener>();

  constructor(private readonly openSocket: OpenSocket = browserSocket) {}

  /** Connects with this token; a second call with the same token keeps the connection it has. */
  start(token: string): void {
    if (this.token === token) return;
    this.stop();
    this.token = token;
    this.attempts = 0;
    this.connect();
  }

  /** Closes the connection for good (sign-out); nothing reconnects until the next start. */
  stop(): void {
    this.token = null;
    this.waiting = [];
    clearTimeout(this.reconnect);
    this.reconnect = undefined;
    this.drop();
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN;
  }

  /** Sends a frame of this method; every frame carries the token, which the server checks. */
  send(method: string, fields: Record<string, unknown> = {}): void {
    if (!this.token) return;
    const frame = JSON.stringify({ ...fields, method, token: this.token });
    if (this.socket && this.connected) this.socket.send(frame);
    else if (this.waiting.push(frame) > WAITING_MAX) this.waiting.shift();
  }

  subscribe(listener: FrameListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private connect(): void {
    const token = this.token;
    if (!token) return;
    const socket = this.openSocket(socketUrl(token));
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      socket.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
      for (const frame of this.waiting.splice(0)) socket.send(frame);
      this.beat();
    };
    socket.onmessage = (event) => {
      // Any word from the server shows the line is alive: the heartbeat waits a full period again.
      this.beat();
      const frame = parse(event.data);
      if (!frame) return;
      // The server ended the session, or refuses this one: reconnecting would only be refused again.
      if (frame.method === 'logout' || frame.method === 'closeSocket') this.stop();
      for (const listener of [...this.listeners]) listener(frame);
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      clearTimeout(this.heartbeat);
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // A failed connection also closes; onclose decides what happens next.
    };
  }

  private scheduleReconnect(): void {
    if (!this.token) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** this.attempts);
    this.attempts += 1;
    this.reconnect = setTimeout(() => {
      this.reconnect = undefined;
      this.connect();
    }, delay);
  }

  private beat(): void {
    clearTimeout(this.heartbeat);
    this.heartbeat = setTimeout(() => {
      if (this.socket && this.connected && this.token)
        this.socket.send(JSON.stringify({ method: 'heartCheck', token: this.token }));
      this.beat();
    }, HEARTBEAT_MS);
  }

  private drop(): void {
    clearTimeout(this.heartbeat);
    this.heartbeat = undefined;
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    socket.close();
  }
}
