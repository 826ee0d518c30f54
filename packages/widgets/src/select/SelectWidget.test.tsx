import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectWidget } from './SelectWidget.js';

const options = [
  { fullName: '事假', id: 'personal' },
  { fullName: '病假', id: 'sick' },
  { fullName: '年假', id: 'annual' },
];

describe('SelectWidget', () => {
  it('shows the option label, not the stored value, when read-only', () => {
    render(<SelectWidget value="sick" options={options} readOnly />);
    expect(screen.getByText('病假')).toBeTruthy();
    expect(screen.queryByText('sick')).toBeNull();
  });

  it('joins several labels for a multiple select in read-only', () => {
    render(<SelectWidget value={['personal', 'annual']} options={options} multiple readOnly />);
    expect(screen.getByText('事假,年假')).toBeTruthy();
  });

  it('maps options through props {label, value}', () => {
    const custom = [
      { text: '男', code: 1 },
      { text: '女', code: 2 },
    ];
    render(<SelectWidget value={2} options={custom} props={{ label: 'text', value: 'code' }} readOnly />);
    expect(screen.getByText('女')).toBeTruthy();
  });

  it('shows its placeholder for an empty text value, and an option whose value is empty', () => {
    const { container, unmount } = render(<SelectWidget value="" options={options} placeholder="选择类型" />);
    expect(container.querySelector('.ant-select-selection-placeholder')?.textContent).toBe('选择类型');
    unmount();
    render(
      <SelectWidget value="" options={[{ fullName: '全部', id: '' }, ...options]} placeholder="选择类型" />,
    );
    expect(screen.getByTitle('全部')).toBeTruthy();
  });

  it('emits the chosen option value', () => {
    const onChange = vi.fn();
    render(<SelectWidget value={null} onChange={onChange} options={options} />);
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(screen.getByText('年假'));
    expect(onChange).toHaveBeenCalledWith('annual');
  });

  it('filters the options by what the user types', () => {
    render(<SelectWidget value={null} options={options} filterable />);
    const box = screen.getByRole('combobox');
    fireEvent.mouseDown(box);
    fireEvent.change(box, { target: { value: '病' } });
    expect(screen.getByText('病假')).toBeTruthy();
    expect(screen.queryByText('年假')).toBeNull();
  });
});
