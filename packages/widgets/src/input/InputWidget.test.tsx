import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TextareaWidget } from '../textarea/TextareaWidget.js';
import { InputWidget } from './InputWidget.js';

describe('InputWidget', () => {
  it('calls onChange with what the user typed', () => {
    const onChange = vi.fn();
    render(<InputWidget value="" onChange={onChange} placeholder="请输入" />);
    fireEvent.change(screen.getByPlaceholderText('请输入'), { target: { value: '张三' } });
    expect(onChange).toHaveBeenCalledWith('张三');
  });

  it('shows prepend, append and the character count against maxlength', () => {
    render(<InputWidget value="abc" prepend="http://" append=".com" maxlength={10} />);
    expect(screen.getByText('http://')).toBeTruthy();
    expect(screen.getByText('.com')).toBeTruthy();
    expect(screen.getByText('3 / 10')).toBeTruthy();
    expect(screen.getByDisplayValue('abc').getAttribute('maxlength')).toBe('10');
  });

  it('renders text, not a box, when read-only', () => {
    render(<InputWidget value="只读值" readOnly />);
    expect(screen.getByText('只读值')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('is not editable when disabled', () => {
    render(<InputWidget value="x" disabled />);
    expect((screen.getByDisplayValue('x') as HTMLInputElement).disabled).toBe(true);
  });
});

describe('TextareaWidget', () => {
  it('calls onChange with the typed text, line breaks included', () => {
    const onChange = vi.fn();
    render(<TextareaWidget value="" onChange={onChange} placeholder="说明" />);
    fireEvent.change(screen.getByPlaceholderText('说明'), { target: { value: '第一行\n第二行' } });
    expect(onChange).toHaveBeenCalledWith('第一行\n第二行');
  });

  it('shows the text when read-only', () => {
    render(<TextareaWidget value="备注内容" readOnly />);
    expect(screen.getByText('备注内容')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
