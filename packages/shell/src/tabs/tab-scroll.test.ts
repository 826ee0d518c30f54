import { describe, expect, it } from 'vitest';
import { revealTab, stepTabs, TAB_SCROLL_PADDING } from './tab-scroll.js';

// Ten tabs of 100 px, 4 px apart, in a strip 300 px wide.
const tabs = Array.from({ length: 10 }, (_, i) => ({ left: i * 104, width: 100 }));

describe('tab strip scrolling', () => {
  it('keeps 4 px between a revealed tab and the edge', () => {
    expect(TAB_SCROLL_PADDING).toBe(4);
    // Tab 5 (520..620) revealed on the right: 620 + 4 - 300.
    expect(revealTab({ left: 520, width: 100 }, 0, 300)).toBe(324);
    // Tab 1 (104..204) revealed on the left.
    expect(revealTab({ left: 104, width: 100 }, 400, 300)).toBe(100);
    // A tab already in view does not move the strip.
    expect(revealTab({ left: 104, width: 100 }, 50, 300)).toBe(50);
    expect(revealTab({ left: 0, width: 100 }, 10, 300)).toBe(0);
  });

  it('next brings the first tab cut off on the right fully into view', () => {
    // At 0 the strip shows 0..300: tab 2 (208..308) is cut off.
    expect(stepTabs(tabs, 0, 300, 'next')).toBe(12);
    expect(stepTabs(tabs, 12, 300, 'next')).toBe(116);
  });

  it('previous brings the first tab cut off on the left fully into view, and stops at 0', () => {
    expect(stepTabs(tabs, 116, 300, 'previous')).toBe(100);
    expect(stepTabs(tabs, 3, 300, 'previous')).toBe(0);
    expect(stepTabs(tabs, 0, 300, 'previous')).toBe(0);
  });

  it('next stays put at the end', () => {
    const end = 10 * 104 - 4 - 300;
    expect(stepTabs(tabs, end, 300, 'next')).toBe(end);
  });
});
