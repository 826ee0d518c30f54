import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NumRangeWidget } from './NumRangeWidget.js';
import { numRangeOf } from './num-range-value.js';

function type(label: string, text: string) {
  const box = screen.getByRole('spinbutton', { name: label });
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}

describe('numRangeOf', () => {
  it('is [] when both bounds are empty, otherwise [min, max]', () => {
    expect(numRangeOf(null, null)).toEqual([]);
    expect(numRangeOf(undefined, Number.NaN)).toEqual([]);
    expect(numRangeOf(1, 5)).toEqual([1, 5]);
    expect(numRangeOf(0, null)).toEqual([0, null]);
    expect(numRangeOf(null, 0)).toEqual([null, 0]);
  });
});

describe('NumRangeWidget', () => {
  it('shows the two bounds of [min, max]', () => {
    render(<NumRangeWidget value={[10, 20]} />);
    expect(screen.getByDisplayValue('10')).toBeTruthy();
    expect(screen.getByDisplayValue('20')).toBeTruthy();
    expect(screen.getByPlaceholderText('最小值')).toBeTruthy();
    expect(screen.getByPlaceholderText('最大值')).toBeTruthy();
  });

  it('emits [min, max] as either bound is typed', () => {
    const onChange = vi.fn();
    const { rerender } = render(<NumRangeWidget value={[]} onChange={onChange} />);
    type('最小值', '3');
    expect(onChange).toHaveBeenLastCalledWith([3, null]);
    rerender(<NumRangeWidget value={[3, null]} onChange={onChange} />);
    type('最大值', '8');
    expect(onChange).toHaveBeenLastCalledWith([3, 8]);
  });

  it('emits an empty list when both bounds are cleared', () => {
    const onChange = vi.fn();
    const { rerender } = render(<NumRangeWidget value={[3, 8]} onChange={onChange} />);
    type('最小值', '');
    expect(onChange).toHaveBeenLastCalledWith([null, 8]);
    rerender(<NumRangeWidget value={[null, 8]} onChange={onChange} />);
    type('最大值', '');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('read-only shows "min - max", and nothing for an empty range', () => {
    const { unmount } = render(<NumRangeWidget value={[1.5, 9]} readOnly />);
    expect(screen.getByText('1.5 - 9')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
    unmount();
    const { container } = render(<NumRangeWidget value={[]} readOnly />);
    expect(container.textContent).toBe('');
  });
});
