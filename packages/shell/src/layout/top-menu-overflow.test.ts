import { describe, expect, it } from 'vitest';
import { splitTopMenu, TOP_MENU_ENTRY_WIDTH, visibleEntryCount } from './top-menu-overflow.js';

const entries = (n: number) => Array.from({ length: n }, (_, i) => `entry ${i + 1}`);

describe('top-menu overflow at 116 px per entry', () => {
  it('uses 116 px per entry', () => {
    expect(TOP_MENU_ENTRY_WIDTH).toBe(116);
  });

  it('shows every entry when they all fit', () => {
    // 600 px hold five entries of 116 px (580 px).
    expect(visibleEntryCount(600, 5)).toBe(5);
    expect(splitTopMenu(entries(5), 600)).toEqual({ shown: entries(5), more: [] });
    expect(visibleEntryCount(580, 5)).toBe(5);
  });

  it('gives up one slot to 更多 once the entries no longer fit', () => {
    // 579 px hold four slots: three entries and 更多.
    expect(visibleEntryCount(579, 5)).toBe(3);
    // Six entries need 696 px; at 600 px five slots remain: four entries and 更多.
    const split = splitTopMenu(entries(6), 600);
    expect(split.shown).toEqual(entries(4));
    expect(split.more).toEqual(['entry 5', 'entry 6']);
  });

  it('keeps the boundary exact: 696 px hold six entries, 695 px do not', () => {
    expect(visibleEntryCount(696, 6)).toBe(6);
    expect(visibleEntryCount(695, 6)).toBe(4);
  });

  it('puts everything under 更多 when there is no room at all', () => {
    expect(splitTopMenu(entries(3), 100)).toEqual({ shown: [], more: entries(3) });
    expect(visibleEntryCount(0, 0)).toBe(0);
  });
});
