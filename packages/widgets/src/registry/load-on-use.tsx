import { type ComponentType, createElement, forwardRef, type ReactNode, Suspense } from 'react';

/** A component fetched on first use, and the way to fetch it ahead of that. */
export type LoadOnUse<C> = C & {
  /** Fetches the component's module now; resolves when it can render without waiting. */
  preload(): Promise<C>;
  /** Whether the module is here, so one renders at once. */
  isLoaded(): boolean;
};

/** Holds the place of a widget whose code is still on its way, at an input's height. */
const INPUT_PLACEHOLDER = (
  <span className="fw-widget-loading" style={{ display: 'inline-block', minHeight: 32, width: '100%' }} />
);

/**
 * A component whose code is fetched the first time one is drawn, so a screen downloads only the
 * widgets it shows. The element tree is the same before and after the code arrives (a Suspense
 * boundary around an inner component), so nothing remounts and no state is lost; once loaded, a
 * new one draws at once, without a placeholder.
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, its props checked where it is used.
export function loadOnUse<C extends ComponentType<any>>(
  load: () => Promise<C>,
  name: string,
  placeholder: ReactNode = INPUT_PLACEHOLDER,
): LoadOnUse<C> {
  let loaded: C | undefined;
  let pending: Promise<C> | undefined;
  let failure: unknown;
  const preload = () => {
    failure = undefined;
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // The one drawing now fails; the next preload fetches again (the network may be back).
        pending = undefined;
        failure = error;
        throw error;
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per registered component when its module loads, never while rendering.
  const Inner = forwardRef<unknown, Record<string, unknown>>(function Inner(props, ref) {
    // To the nearest error boundary, rather than a placeholder waiting for ever; an explicit
    // preload (the next time a form is opened) tries the network again.
    if (failure !== undefined) throw failure;
    // Throwing the promise is how a component tells Suspense it is waiting for code.
    if (!loaded) throw preload().catch(() => undefined);
    return createElement(loaded, { ...props, ref });
  });
  // biome-ignore lint/correctness/noComponentHookFactories: made once per registered component when its module loads, never while rendering.
  const Outer = forwardRef<unknown, Record<string, unknown>>(function LoadedOnUse(props, ref) {
    return (
      <Suspense fallback={placeholder}>
        <Inner {...props} ref={ref} />
      </Suspense>
    );
  });
  Outer.displayName = name;
  return Object.assign(Outer, { preload, isLoaded: () => loaded !== undefined }) as unknown as LoadOnUse<C>;
}
