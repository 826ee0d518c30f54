import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MenuIcon } from './MenuIcon.js';

// The menu glyphs cannot be fetched, as on a dropped connection.
vi.mock('../icons/menu-glyphs.js', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a menu entry icon whose glyphs cannot be fetched', () => {
  it('shows the neutral glyph rather than a gap', async () => {
    const { container } = render(<MenuIcon icon="icon-ym icon-ym-dictionary" />);
    await waitFor(() => expect(container.querySelector('.anticon-appstore svg')).not.toBeNull());
    expect(container.querySelector('.anticon-book')).toBeNull();
  });
});
