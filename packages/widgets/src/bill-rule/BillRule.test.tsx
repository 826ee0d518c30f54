import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DataProvider, testDataProvider, WidgetsProvider } from '../data-provider/index.js';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';
import { BillRulePicker } from './BillRulePicker.js';
import { BillRuleWidget } from './BillRuleWidget.js';
import { billRuleFixtureProvider } from './bill-rule-fixtures.js';

// antd's popups measure over and over; jsdom's full style cascade makes that slow.
prepareJsdomForStories();

function withProvider(methods: Partial<DataProvider>) {
  const provider = testDataProvider(methods);
  return ({ children }: { children: ReactNode }) => (
    <WidgetsProvider dataProvider={provider}>{children}</WidgetsProvider>
  );
}

describe('BillRuleWidget', () => {
  it('reads 系统自动生成 while empty and never asks for a number itself', () => {
    const billNumber = vi.fn(async () => 'QJ1');
    render(<BillRuleWidget rule="leaveNo" value={null} />, { wrapper: withProvider({ billNumber }) });
    const field = screen.getByPlaceholderText('系统自动生成') as HTMLInputElement;
    expect(field.value).toBe('');
    expect(field.readOnly).toBe(true);
    expect(billNumber).not.toHaveBeenCalled();
  });

  it('shows the stored number, read-only even in an editable form', () => {
    const onChange = vi.fn();
    render(<BillRuleWidget value="QJ2026112300001" onChange={onChange} />);
    const field = screen.getByRole('textbox') as HTMLInputElement;
    expect(field.value).toBe('QJ2026112300001');
    fireEvent.change(field, { target: { value: 'X' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('BillRulePicker', () => {
  it('asks billRules with what is typed and stores the chosen enCode', async () => {
    const fixtures = billRuleFixtureProvider();
    const billRules = vi.fn(fixtures.billRules);
    const onChange = vi.fn();
    render(<BillRulePicker onChange={onChange} />, { wrapper: withProvider({ billRules }) });
    const box = screen.getByRole('combobox');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '请假' } });
    fireEvent.click(await screen.findByTitle('请假单号'));
    expect(onChange).toHaveBeenCalledWith('leaveNo');
    // All rules on opening, then the ones matching the keyword; choosing lists all again.
    expect(billRules.mock.calls.map(([params]) => params).slice(0, 2)).toEqual([{}, { keyword: '请假' }]);
  });

  it('clears to null', async () => {
    const onChange = vi.fn();
    const { container } = render(<BillRulePicker value="leaveNo" onChange={onChange} />, {
      wrapper: withProvider(billRuleFixtureProvider()),
    });
    await screen.findByTitle('请假单号');
    fireEvent.mouseDown(container.querySelector('.ant-select-clear') as Element);
    expect(onChange).toHaveBeenCalledWith(null);
  });
});
