import { afterEach, describe, expect, it, vi } from 'vitest';
import { scrollToTop } from './scroll-to-top.js';

describe('scrollToTop', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reaches the top after 800 ms, easing on the way', () => {
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const element = { scrollTop: 1000 };
    scrollToTop(element as HTMLElement);
    const seen: number[] = [];
    for (const time of [0, 200, 400, 600, 800]) {
      frames.shift()?.(time);
      seen.push(element.scrollTop);
    }
    expect(seen[0]).toBe(1000);
    expect(seen[1]).toBeLessThan(1000);
    expect(seen[2]).toBe(500);
    expect(seen[4]).toBe(0);
    expect(frames).toHaveLength(0);
  });
});
