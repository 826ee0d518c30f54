import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GroupTitleWidget } from './GroupTitleWidget.js';

describe('GroupTitleWidget', () => {
  it('shows no help mark without help text', () => {
    render(<GroupTitleWidget content="费用明细" contentPosition="center" />);
    const heading = screen.getByRole('heading', { name: '费用明细' });
    expect(heading.style.textAlign).toBe('center');
    expect(screen.queryByText('(?)')).toBeNull();
  });
});
