import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DividerWidget } from './DividerWidget.js';

describe('DividerWidget', () => {
  it('places its caption where the schema says, centred otherwise', () => {
    const { rerender } = render(<DividerWidget content="明细" contentPosition="right" />);
    expect(screen.getByRole('separator').className).toContain('ant-divider-with-text-end');
    rerender(<DividerWidget content="明细" contentPosition="middle" />);
    expect(screen.getByRole('separator').className).toContain('ant-divider-with-text-center');
  });
});
