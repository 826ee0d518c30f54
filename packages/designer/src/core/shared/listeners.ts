/** A set of change callbacks; `subscribe` has the shape React's useSyncExternalStore expects. */
export class Listeners {
  readonly #listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  };

  notify(): void {
    for (const listener of [...this.#listeners]) listener();
  }
}
