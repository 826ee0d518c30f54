/**
 * What the HTTP client needs from the session. The session store registers itself here, so the
 * client never imports the store (the store's actions call the client).
 */
export interface SessionLink {
  getToken(): string | null;
  /** The server said the session is over (codes 600, 601, 602). */
  endSession(): void;
}

const detached: SessionLink = { getToken: () => null, endSession: () => {} };
let current: SessionLink = detached;

export function linkSession(link: SessionLink): void {
  current = link;
}

export function sessionLink(): SessionLink {
  return current;
}
