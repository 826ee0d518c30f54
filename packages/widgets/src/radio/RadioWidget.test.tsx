import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxWidget } from '../checkbox/CheckboxWidget.js';
import { RadioWidget } from './RadioWidget.js';

const options = [
  { label: '是', value: 1 },
  { label: '否', value: 0 },
];
const keys = { label: 'label', value: 'value' };

describe('RadioWidget', () => {
  it('emits the value of the clicked choice', () => {
    const onChange = vi.fn();
    render(<RadioWidget value={1} onChange={onChange} options={options} props={keys} />);
    fireEvent.click(screen.getByLabelText('否'));
    expect(onChange).toHaveBeenCalledWith(0);
  });

  it('draws buttons for optionType button and shows the label when read-only', () => {
    const { container, rerender } = render(
      <RadioWidget value={1} options={options} props={keys} optionType="button" />,
    );
    expect(container.querySelectorAll('.ant-radio-button-wrapper')).toHaveLength(2);
    rerender(<RadioWidget value={0} options={options} props={keys} readOnly />);
    expect(screen.getByText('否')).toBeTruthy();
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('CheckboxWidget', () => {
  const fruits = [
    { fullName: '苹果', id: 'a' },
    { fullName: '香蕉', id: 'b' },
  ];

  it('adds and removes the clicked choice', () => {
    const onChange = vi.fn();
    const { rerender } = render(<CheckboxWidget value={['a']} onChange={onChange} options={fruits} />);
    fireEvent.click(screen.getByLabelText('香蕉'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
    rerender(<CheckboxWidget value={['a', 'b']} onChange={onChange} options={fruits} />);
    fireEvent.click(screen.getByLabelText('苹果'));
    expect(onChange).toHaveBeenLastCalledWith(['b']);
  });

  it('toggles in button style too', () => {
    const onChange = vi.fn();
    render(<CheckboxWidget value={['a']} onChange={onChange} options={fruits} optionType="button" />);
    fireEvent.click(screen.getByText('香蕉'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it('lists the chosen labels when read-only', () => {
    render(<CheckboxWidget value={['b', 'a']} options={fruits} readOnly />);
    expect(screen.getByText('香蕉,苹果')).toBeTruthy();
  });
});
