import { describe, expect, it } from 'vitest';
import { heightToWindowBottom, MIN_DESIGNER_HEIGHT } from './fill-window.js';

describe('the designer fills the window below where it starts', () => {
  it('ends 12 px above the window bottom under a header and a tab strip', () => {
    expect(heightToWindowBottom(150, 900)).toBe(738);
  });

  it('keeps room to work in a short window, and lets the page scroll instead', () => {
    expect(heightToWindowBottom(150, 500)).toBe(MIN_DESIGNER_HEIGHT);
  });
});
