import type { Socket } from 'node:net';
import { WebSocket } from 'ws';
import type { Language } from '../../http/i18n/index.js';
import type { FrameBucket } from './frame-bucket.js';

/** One open chat socket on this instance, and the session it was opened with. */
export interface ChatSocket {
  ws: WebSocket;
  userId: string;
  sessionId: string;
  /** The token as the client gave it (bearer and all), which logout frames name. */
  token: string;
  /** The bare token every frame must carry. */
  bareToken: string;
  language: Language;
  /** Whom the per-address limit counts this socket against (an IPv6 client: its /64). */
  address: string;
  /** The frames it may still send, refilled over time. */
  frames: FrameBucket;
  /** Set once it was refused for sending too fast: frames still arriving are not read. */
  refused: boolean;
  /** Heard from since the last ping: a socket that stays silent through one ping interval is dead. */
  alive: boolean;
  /** Settles once presence counted this socket; closing waits for it, so counts never go below zero. */
  opened: Promise<void>;
}

/**
 * A reader this far behind is closed rather than buffered for: nothing is lost, since every
 * message is stored and the client reloads the conversation when it reconnects.
 */
export const SLOW_READER_BYTES = 1024 * 1024;

/** The chat sockets this instance holds, by user, and how many each client address holds. */
export class SocketHub {
  readonly #byUser = new Map<string, Set<ChatSocket>>();
  readonly #byAddress = new Map<string, number>();
  /** Set while the server stops: closing sockets then changes nobody's presence one by one. */
  closing = false;

  add(socket: ChatSocket): void {
    let sockets = this.#byUser.get(socket.userId);
    if (!sockets) {
      sockets = new Set();
      this.#byUser.set(socket.userId, sockets);
    }
    sockets.add(socket);
    this.#byAddress.set(socket.address, this.countOfAddress(socket.address) + 1);
  }

  remove(socket: ChatSocket): void {
    const sockets = this.#byUser.get(socket.userId);
    if (!sockets?.delete(socket)) return;
    if (sockets.size === 0) this.#byUser.delete(socket.userId);
    const left = this.countOfAddress(socket.address) - 1;
    if (left > 0) this.#byAddress.set(socket.address, left);
    else this.#byAddress.delete(socket.address);
  }

  countOfUser(userId: string): number {
    return this.#byUser.get(userId)?.size ?? 0;
  }

  countOfAddress(address: string): number {
    return this.#byAddress.get(address) ?? 0;
  }

  socketsOf(userId: string): ReadonlySet<ChatSocket> | undefined {
    return this.#byUser.get(userId);
  }

  users(): IterableIterator<string> {
    return this.#byUser.keys();
  }

  *all(): Generator<ChatSocket> {
    for (const sockets of this.#byUser.values()) yield* sockets;
  }

  get size(): number {
    let count = 0;
    for (const sockets of this.#byUser.values()) count += sockets.size;
    return count;
  }
}

/** Sends a frame already in JSON text; a reader too far behind is dropped instead. */
export function sendText(socket: ChatSocket, text: string): void {
  const { ws } = socket;
  if (ws.readyState !== WebSocket.OPEN) return;
  if (ws.bufferedAmount > SLOW_READER_BYTES) {
    ws.terminate();
    return;
  }
  ws.send(text);
}

export const sendFrame = (socket: ChatSocket, frame: Record<string, unknown>) =>
  sendText(socket, JSON.stringify(frame));

/** The network socket under a WebSocket; ws keeps it in a field of its own. */
const netSocketOf = (socket: ChatSocket) => (socket.ws as unknown as { _socket?: Socket })._socket;

/** Holds what is sent to the socket until uncork, to go out in one write. */
export function cork(socket: ChatSocket): void {
  netSocketOf(socket)?.cork();
}

export function uncork(socket: ChatSocket): void {
  netSocketOf(socket)?.uncork();
}
