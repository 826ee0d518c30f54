/** Space kept between a tab scrolled into view and the edge of the strip. */
export const TAB_SCROLL_PADDING = 4;

export interface Span {
  left: number;
  width: number;
}

/** The scroll offset that shows the whole tab, moving as little as possible. */
export function revealTab(tab: Span, scrollLeft: number, viewWidth: number): number {
  if (tab.left - TAB_SCROLL_PADDING < scrollLeft) return Math.max(0, tab.left - TAB_SCROLL_PADDING);
  const right = tab.left + tab.width + TAB_SCROLL_PADDING;
  if (right > scrollLeft + viewWidth) return right - viewWidth;
  return scrollLeft;
}

/**
 * Where the prev and next buttons scroll to: the first tab cut off on that side comes fully into
 * view, so each press shows at least one more tab.
 */
export function stepTabs(
  tabs: Span[],
  scrollLeft: number,
  viewWidth: number,
  direction: 'previous' | 'next',
): number {
  if (direction === 'previous') {
    const hidden = [...tabs].reverse().find((tab) => tab.left < scrollLeft);
    return hidden ? Math.max(0, hidden.left - TAB_SCROLL_PADDING) : 0;
  }
  const hidden = tabs.find((tab) => tab.left + tab.width > scrollLeft + viewWidth);
  return hidden ? hidden.left + hidden.width + TAB_SCROLL_PADDING - viewWidth : scrollLeft;
}
