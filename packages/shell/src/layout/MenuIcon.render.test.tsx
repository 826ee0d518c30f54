import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MenuIcon } from './MenuIcon.js';

describe('a menu entry icon', () => {
  it('shows the glyph of its icon class once the menu glyphs have arrived', async () => {
    const { container } = render(<MenuIcon icon="icon-ym icon-ym-dictionary" />);
    await waitFor(() => expect(container.querySelector('.anticon-book svg')).not.toBeNull());
  });

  it('shows the neutral glyph for an unknown class', async () => {
    const { container } = render(<MenuIcon icon="icon-ym icon-ym-zzz" />);
    await waitFor(() => expect(container.querySelector('.anticon-appstore svg')).not.toBeNull());
  });
});
