import type { PGlite } from '@electric-sql/pglite';

/** A protocol message a connection sent, waiting for its turn at PGlite's one session. */
interface Waiting {
  connection: number;
  message: Uint8Array;
  onData(data: Uint8Array): void;
  resolve(bytes: number): void;
  reject(error: Error): void;
}

const READY_FOR_QUERY = 0x5a; // 'Z'
const IDLE = 0x49; // 'I': no transaction open
const TERMINATE = 0x58; // 'X'

/**
 * Reads the framing of PGlite's answer to one message (type byte, 4-byte length, body), across
 * however many pieces it arrives in, to learn whether it ended with ReadyForQuery and in which
 * transaction state.
 */
class AnswerReader {
  private header: number[] = [];
  private left = 0;
  private type = 0;
  /** The status byte of the last ReadyForQuery, if the answer ended with one. */
  readyStatus: number | undefined;

  feed(data: Uint8Array): void {
    let at = 0;
    while (at < data.length) {
      if (this.left > 0) {
        const take = Math.min(this.left, data.length - at);
        if (this.type === READY_FOR_QUERY && take > 0) this.readyStatus = data[at + take - 1];
        this.left -= take;
        at += take;
        continue;
      }
      this.header.push(data[at] as number);
      at += 1;
      if (this.header.length === 5) {
        const [type, b1, b2, b3, b4] = this.header as [number, number, number, number, number];
        this.type = type;
        this.left = ((b1 << 24) | (b2 << 16) | (b3 << 8) | b4) - 4;
        this.header = [];
        this.readyStatus = undefined;
      }
    }
  }

  /** The answer ended on ReadyForQuery: the connection's exchange is over, for now or for good. */
  get endedReady(): boolean {
    return this.type === READY_FOR_QUERY && this.left === 0 && this.header.length === 0;
  }
}

/**
 * The order in which connections of the PGlite socket reach PGlite. PGlite runs one session, so
 * what one connection leaves in it (the unnamed prepared statement and portal of an extended-query
 * exchange, an open transaction) is seen by the next message whoever sends it. A connection
 * therefore keeps PGlite from its first message until PGlite answers ReadyForQuery with no
 * transaction open: a Parse, Bind, Execute, Sync exchange and a whole BEGIN to COMMIT run without
 * another connection's messages between them. Messages from other connections wait their turn in
 * arrival order. (The socket's own queue let others in whenever no explicit transaction was
 * open, so a request's Bind could find the statement another request had just parsed.)
 */
export class ConnectionQueue {
  private waiting: Waiting[] = [];
  private running = false;
  /** The connection in the middle of an exchange or a transaction, which alone may go on. */
  private holder: number | undefined;

  constructor(private readonly db: PGlite) {}

  enqueue(connection: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ connection, message, onData, resolve, reject });
      void this.run();
    });
  }

  private next(): Waiting | undefined {
    const index =
      this.holder === undefined ? 0 : this.waiting.findIndex((item) => item.connection === this.holder);
    if (index < 0 || index >= this.waiting.length) return undefined;
    return this.waiting.splice(index, 1)[0];
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        const reader = new AnswerReader();
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length;
                reader.feed(data);
                item.onData(data);
              },
            }),
          );
        } catch (error) {
          this.holder = undefined;
          item.reject(error instanceof Error ? error : new Error(String(error)));
          continue;
        }
        if (item.message[0] === TERMINATE) this.holder = undefined;
        else if (reader.endedReady) this.holder = reader.readyStatus === IDLE ? undefined : item.connection;
        else this.holder = item.connection;
        item.resolve(bytes);
      }
    } finally {
      this.running = false;
    }
  }

  getQueueLength(): number {
    return this.waiting.length;
  }

  /** A connection that closed: its waiting messages are dropped. */
  clearQueueForHandler(connection: number): void {
    const kept: Waiting[] = [];
    for (const item of this.waiting) {
      if (item.connection === connection) item.reject(new Error('the connection closed'));
      else kept.push(item);
    }
    this.waiting = kept;
  }

  /** A connection that closed while holding PGlite: its transaction is undone and others go on. */
  async clearTransactionIfNeeded(connection: number): Promise<void> {
    if (this.holder !== connection) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.holder = undefined;
    await this.run();
  }
}
