import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InputNumberWidget } from './InputNumberWidget.js';

function typeAndLeave(text: string) {
  const box = screen.getByRole('spinbutton');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}

describe('InputNumberWidget', () => {
  it('emits the typed number', () => {
    const onChange = vi.fn();
    render(<InputNumberWidget value={null} onChange={onChange} />);
    typeAndLeave('42');
    expect(onChange).toHaveBeenLastCalledWith(42);
  });

  it('clamps to max and min when the user leaves the box', () => {
    const onChange = vi.fn();
    const { unmount } = render(<InputNumberWidget value={null} onChange={onChange} min={0} max={100} />);
    typeAndLeave('250');
    expect(onChange).toHaveBeenLastCalledWith(100);
    unmount();
    render(<InputNumberWidget value={null} onChange={onChange} min={0} max={100} />);
    typeAndLeave('-5');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('rounds to precision', () => {
    const onChange = vi.fn();
    render(<InputNumberWidget value={null} onChange={onChange} precision={2} />);
    typeAndLeave('3.14159');
    expect(onChange).toHaveBeenLastCalledWith(3.14);
  });

  it('shows thousands separators in the box and parses them back', () => {
    const onChange = vi.fn();
    render(<InputNumberWidget value={1234567.5} onChange={onChange} thousands precision={2} />);
    expect(screen.getByDisplayValue('1,234,567.50')).toBeTruthy();
    typeAndLeave('2,000');
    expect(onChange).toHaveBeenLastCalledWith(2000);
  });

  it('shows the amount in Chinese capitals under the box', () => {
    render(<InputNumberWidget value={1005.07} isAmountChinese />);
    expect(screen.getByText('壹仟零伍元零柒分')).toBeTruthy();
  });

  it('read-only shows grouped digits at the precision and the capitals', () => {
    render(<InputNumberWidget value={1234.5} readOnly thousands precision={2} isAmountChinese />);
    expect(screen.getByText('1,234.50')).toBeTruthy();
    expect(screen.getByText('壹仟贰佰叁拾肆元伍角')).toBeTruthy();
    expect(screen.queryByRole('spinbutton')).toBeNull();
  });

  it('read-only without thousands keeps the plain digits', () => {
    render(<InputNumberWidget value={1234.5} readOnly precision={2} />);
    expect(screen.getByText('1234.50')).toBeTruthy();
  });
});
