/**
 * How the runtime reaches a server. The console passes the shell's HTTP client; another app
 * passes its own. The runtime never imports an HTTP library, so it renders the same against any
 * back end that speaks the envelope.
 */
export interface RuntimeRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  /** Sent as query parameters. */
  params?: Record<string, unknown>;
  /** Sent as the JSON body. */
  data?: unknown;
  signal?: AbortSignal;
  /** Told how many bytes of the body have gone out, for an upload's progress bar. */
  onUploadProgress?: (loadedBytes: number) => void;
}

/**
 * Resolves with the envelope's `data` when its code is 200. Otherwise rejects with a
 * `TransportError` (the client has usually shown its message already). It sends
 * `CANONICAL_SHAPE_HEADERS` (from `@formwork/schema`) on every call, as the console's client does:
 * the runtime reads the canonical shape of an answer, not the JNPF shape the server answers by default.
 */
export type Transport = <T>(request: RuntimeRequest) => Promise<T>;

export class TransportError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The envelope's `data`, e.g. OnlineDevRefusal.problems for a refused write. */
    readonly data?: unknown,
    /** The host's client has shown the message already; a widget need not show it again. */
    readonly shown = false,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** Fills `{dataId}` (and any other `{name}`) in an endpoint URL. */
export function fillUrl(url: string, values: Record<string, string>): string {
  return url.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] === undefined ? whole : encodeURIComponent(values[name]),
  );
}
