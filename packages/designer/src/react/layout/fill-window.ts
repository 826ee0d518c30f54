import { type RefObject, useLayoutEffect, useState } from 'react';

/** Below this the three columns have no room to work in; the page scrolls instead. */
export const MIN_DESIGNER_HEIGHT = 480;

/** Room left under the designer for the host page's own padding. */
const BOTTOM_GAP = 12;

/**
 * The height that makes an element end at the bottom of the window, given where it starts on the
 * page. Its columns then scroll on their own while the toolbar stays in view, wherever a host
 * places the designer (under a header and a tab strip, or alone).
 */
export function heightToWindowBottom(topOnPage: number, windowHeight: number): number {
  return Math.max(MIN_DESIGNER_HEIGHT, Math.floor(windowHeight - topOnPage - BOTTOM_GAP));
}

/** Until the first measure: about where the designer ends under a console's header and tabs. */
export const FIRST_GUESS = 'calc(100vh - 140px)';

/**
 * Keeps the element's height at `heightToWindowBottom`, following window resizes. It measures
 * in an animation frame, where the last frame's layout is still valid: measuring as soon as the
 * designer mounts would make the browser lay out a whole form of fields at once, only to do it
 * again at its own time (100 ms at 300 fields).
 */
export function useFillWindow(ref: RefObject<HTMLElement | null>): number | string {
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const element = ref.current;
        if (!element) return;
        const top = element.getBoundingClientRect().top + window.scrollY;
        setHeight(heightToWindowBottom(top, window.innerHeight));
      });
    };
    measure();
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return height ?? FIRST_GUESS;
}
