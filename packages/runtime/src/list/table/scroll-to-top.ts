/** How long the scroll back to the top takes after a page change. */
export const SCROLL_DURATION_MS = 800;

type Scroller = Pick<HTMLElement, 'scrollTop'> | Window;

const easeInOutQuad = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

const positionOf = (target: Scroller) => ('scrollY' in target ? target.scrollY : target.scrollTop);

function moveTo(target: Scroller, top: number) {
  if (target === window) window.scrollTo(0, top);
  else (target as HTMLElement).scrollTop = top;
}

/**
 * Scrolls to the top over `duration` ms. Native smooth scrolling has no duration, so the easing
 * is driven by animation frames.
 */
export function scrollToTop(target: Scroller, duration = SCROLL_DURATION_MS): void {
  const start = positionOf(target);
  if (start <= 0) return;
  let began: number | null = null;
  const step = (now: number) => {
    if (began === null) began = now;
    const progress = Math.min(1, (now - began) / duration);
    moveTo(target, Math.round(start * (1 - easeInOutQuad(progress))));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

const scrolls = (element: HTMLElement) => {
  const { overflowY } = window.getComputedStyle(element);
  return (overflowY === 'auto' || overflowY === 'scroll') && element.scrollHeight > element.clientHeight;
};

/** The table's own body when it scrolls, else the nearest scrolling ancestor, else the window. */
export function scrollContainerOf(element: HTMLElement | null): Scroller {
  const body = element?.querySelector<HTMLElement>('.ant-table-body');
  if (body && body.scrollHeight > body.clientHeight) return body;
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    if (scrolls(node)) return node;
  }
  return window;
}
