import type { CalcExpression } from '@formwork/schema';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CalculateWidget } from './CalculateWidget.js';

const f = (field: string) => ({ field });
const box = () => screen.getByRole('textbox') as HTMLInputElement;

describe('CalculateWidget', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the result with 2 decimals in a read-only box and emits the number', () => {
    const onChange = vi.fn();
    render(
      <CalculateWidget expression={[f('a'), '+', f('b')]} values={{ a: 0.1, b: 0.2 }} onChange={onChange} />,
    );
    expect(box().value).toBe('0.30');
    expect(box().readOnly).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(0.3);
  });

  it('uses × ÷ and brackets with the usual precedence', () => {
    const expression: CalcExpression = ['(', f('a'), '+', 3, ')', '×', 4, '÷', f('c')];
    render(<CalculateWidget expression={expression} values={{ a: 2, c: 3 }} />);
    expect(box().value).toBe('6.67');
  });

  it('counts missing or invalid referenced values as 0', () => {
    const onChange = vi.fn();
    const expression: CalcExpression = [f('a'), '+', f('b'), '+', f('c')];
    render(<CalculateWidget expression={expression} values={{ a: '5', b: 'abc' }} onChange={onChange} />);
    expect(box().value).toBe('5.00');
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('turns a NaN result (0 ÷ 0) into 0', () => {
    const onChange = vi.fn();
    render(<CalculateWidget expression={[f('a'), '÷', f('b')]} values={{}} onChange={onChange} />);
    expect(box().value).toBe('0.00');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('allows 12 integer digits and shows 金额过大无法计算 beyond, emitting null', () => {
    const onChange = vi.fn();
    const expression: CalcExpression = [f('a'), '+', 1];
    const { rerender } = render(
      <CalculateWidget expression={expression} values={{ a: 999999999998 }} onChange={onChange} />,
    );
    expect(box().value).toBe('999999999999.00');
    expect(onChange).toHaveBeenLastCalledWith(999999999999);
    // The form holds the last number until the new result replaces it.
    rerender(
      <CalculateWidget
        expression={expression}
        values={{ a: 999999999999 }}
        value={999999999999}
        onChange={onChange}
      />,
    );
    act(() => vi.advanceTimersByTime(500));
    expect(box().value).toBe('金额过大无法计算');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('recomputes 500 ms after the last change, not on every keystroke', () => {
    const onChange = vi.fn();
    const expression: CalcExpression = [f('days'), '×', f('rate')];
    const { rerender } = render(
      <CalculateWidget
        expression={expression}
        values={{ days: 1, rate: 80 }}
        value={80}
        onChange={onChange}
      />,
    );
    expect(box().value).toBe('80.00');
    expect(onChange).not.toHaveBeenCalled();
    rerender(
      <CalculateWidget
        expression={expression}
        values={{ days: 1.5, rate: 80 }}
        value={80}
        onChange={onChange}
      />,
    );
    act(() => vi.advanceTimersByTime(300));
    rerender(
      <CalculateWidget
        expression={expression}
        values={{ days: 2, rate: 80 }}
        value={80}
        onChange={onChange}
      />,
    );
    act(() => vi.advanceTimersByTime(400));
    expect(box().value).toBe('80.00');
    act(() => vi.advanceTimersByTime(100));
    expect(box().value).toBe('160.00');
    expect(onChange.mock.calls).toEqual([[160]]);
  });

  it('does not restart the pause for changes of fields the formula does not read', () => {
    const expression: CalcExpression = [f('a'), '×', 2];
    const { rerender } = render(<CalculateWidget expression={expression} values={{ a: 1, note: 'x' }} />);
    rerender(<CalculateWidget expression={expression} values={{ a: 2, note: 'x' }} />);
    act(() => vi.advanceTimersByTime(400));
    rerender(<CalculateWidget expression={expression} values={{ a: 2, note: 'xy' }} />);
    act(() => vi.advanceTimersByTime(100));
    expect(box().value).toBe('4.00');
  });

  it('logs a broken formula as a warning and counts it as 0', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onChange = vi.fn();
    render(<CalculateWidget expression={[1, '×']} values={{}} onChange={onChange} />);
    expect(box().value).toBe('0.00');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('公式不能以运算符结尾'));
    warn.mockRestore();
  });

  it('without a formula shows the value it is given, 2 decimals', () => {
    const { rerender } = render(<CalculateWidget value={120} />);
    expect(box().value).toBe('120.00');
    rerender(<CalculateWidget value={null} />);
    expect(box().value).toBe('');
  });

  it('read-only shows the text without a box', () => {
    render(<CalculateWidget value={3.456} readOnly />);
    expect(screen.getByText('3.46')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
