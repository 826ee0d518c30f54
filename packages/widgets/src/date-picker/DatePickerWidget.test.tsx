import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TimePickerWidget } from '../time-picker/TimePickerWidget.js';
import { DatePickerWidget } from './DatePickerWidget.js';

// Local-time epochs, so the tests hold in any time zone.
const MARCH_5 = new Date(2024, 2, 5).getTime();

function typeAndConfirm(box: HTMLElement, text: string) {
  fireEvent.mouseDown(box);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('DatePickerWidget', () => {
  it('emits epoch milliseconds for the entered day', () => {
    const onChange = vi.fn();
    render(<DatePickerWidget value={MARCH_5} onChange={onChange} />);
    typeAndConfirm(screen.getByDisplayValue('2024-03-05'), '2024-03-15');
    expect(onChange).toHaveBeenCalledWith(new Date(2024, 2, 15).getTime());
  });

  it('emits epoch milliseconds for a typed date and time', () => {
    const onChange = vi.fn();
    render(<DatePickerWidget value={null} onChange={onChange} type="datetime" placeholder="请选择" />);
    typeAndConfirm(screen.getByPlaceholderText('请选择'), '2024-03-05 08:30:15');
    expect(onChange).toHaveBeenCalledWith(new Date(2024, 2, 5, 8, 30, 15).getTime());
  });

  it('shows the stored value in the given JNPF format', () => {
    render(<DatePickerWidget value={MARCH_5} format="yyyy/MM/dd" />);
    expect(screen.getByDisplayValue('2024/03/05')).toBeTruthy();
  });

  it('shows the formatted date as text when read-only', () => {
    const { rerender } = render(<DatePickerWidget value={MARCH_5} readOnly />);
    expect(screen.getByText('2024-03-05')).toBeTruthy();
    rerender(<DatePickerWidget value={MARCH_5} type="month" readOnly />);
    expect(screen.getByText('2024-03')).toBeTruthy();
  });
});

describe('TimePickerWidget', () => {
  it("emits the time as an 'HH:mm:ss' string", () => {
    const onChange = vi.fn();
    render(<TimePickerWidget value={null} onChange={onChange} placeholder="时间" />);
    typeAndConfirm(screen.getByPlaceholderText('时间'), '08:30:15');
    expect(onChange).toHaveBeenCalledWith('08:30:15');
  });

  it('shows the stored string in the box and as text when read-only', () => {
    const { rerender } = render(<TimePickerWidget value="17:05:00" />);
    expect(screen.getByDisplayValue('17:05:00')).toBeTruthy();
    rerender(<TimePickerWidget value="17:05:00" readOnly />);
    expect(screen.getByText('17:05:00')).toBeTruthy();
  });
});
