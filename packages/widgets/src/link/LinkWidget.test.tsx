import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkWidget } from './LinkWidget.js';

describe('LinkWidget', () => {
  it('has no address when the schema gives none', () => {
    render(<LinkWidget label="说明" />);
    expect(screen.getByText('说明').getAttribute('href')).toBeNull();
  });
});
