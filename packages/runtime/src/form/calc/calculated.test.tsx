import { leaveRequestForm } from '@formwork/schema';
import { act, fireEvent, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formOf, itemOf, renderForm, submit } from '../render/test-kit.js';

const total = () => within(itemOf('补贴合计')).getByRole('textbox') as HTMLInputElement;

function typeNumber(label: string, value: string) {
  fireEvent.change(within(itemOf(label)).getByRole('spinbutton'), { target: { value } });
}

describe('calculated fields', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('recomputes 500 ms after the last change and shows 2 decimals, read-only', async () => {
    renderForm(leaveRequestForm);
    expect(total().value).toBe('0.00');
    expect(total().readOnly).toBe(true);
    typeNumber('请假天数', '1.5');
    typeNumber('日补贴', '80');
    await act(async () => vi.advanceTimersByTime(400));
    expect(total().value).toBe('0.00');
    await act(async () => vi.advanceTimersByTime(150));
    expect(total().value).toBe('120.00');
  });

  it('computes a pending result before a save that comes within the pause', async () => {
    const form = formOf([
      { jnpfKey: 'inputNumber', vModel: 'days', label: '天数' },
      { jnpfKey: 'inputNumber', vModel: 'rate', label: '单价' },
      {
        jnpfKey: 'calculate',
        vModel: 'sum',
        label: '合计',
        expression: [{ field: 'days' }, '×', { field: 'rate' }],
      },
    ]);
    const { handle } = renderForm(form);
    typeNumber('天数', '2');
    typeNumber('单价', '100');
    await act(async () => vi.advanceTimersByTime(100));
    const { values } = await submit(handle());
    expect(values).toMatchObject({ days: 2, rate: 100, sum: 200 });
    expect((within(itemOf('合计')).getByRole('textbox') as HTMLInputElement).value).toBe('200.00');
  });

  it("words a malformed formula's problem in the user's language", async () => {
    const form = formOf([
      { jnpfKey: 'inputNumber', vModel: 'a', label: '金额' },
      { jnpfKey: 'calculate', vModel: 'sum', label: '合计', expression: [{ field: 'a' }, '×'] },
    ]);
    renderForm(form, { mode: 'edit' }, { language: 'en' });
    await act(async () => vi.advanceTimersByTime(0));
    expect(within(itemOf('合计')).getByText('The formula cannot end with an operator')).toBeTruthy();
  });

  it('shows a malformed formula in Chinese by default', async () => {
    const form = formOf([
      { jnpfKey: 'inputNumber', vModel: 'a', label: '金额' },
      { jnpfKey: 'calculate', vModel: 'sum', label: '合计', expression: [{ field: 'a' }, '×', '×', 1] },
    ]);
    renderForm(form, { mode: 'edit' });
    await act(async () => vi.advanceTimersByTime(0));
    expect(within(itemOf('合计')).getByText('公式不能以运算符开头或连续使用运算符')).toBeTruthy();
  });

  it('shows 金额过大无法计算 on the field and refuses to submit it', async () => {
    const form = formOf([
      { jnpfKey: 'inputNumber', vModel: 'a', label: '金额' },
      { jnpfKey: 'calculate', vModel: 'sum', label: '合计', expression: [{ field: 'a' }, '×', 10] },
    ]);
    const { handle } = renderForm(form, { mode: 'edit', initialValues: { a: 999999999999 } });
    await act(async () => vi.advanceTimersByTime(0));
    expect(within(itemOf('合计')).getByText('金额过大无法计算')).toBeTruthy();
    const { problems } = await submit(handle());
    expect(problems).toEqual([{ field: 'sum', message: '金额过大无法计算' }]);
  });
});
