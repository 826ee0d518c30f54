import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SwitchWidget } from './SwitchWidget.js';

describe('SwitchWidget', () => {
  it('emits 1 when switched on and 0 when switched off', () => {
    const onChange = vi.fn();
    const { rerender } = render(<SwitchWidget value={0} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(1);
    rerender(<SwitchWidget value={1} onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch'));
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('shows activeTxt or inactiveTxt as text when read-only', () => {
    const { rerender } = render(<SwitchWidget value={1} readOnly activeTxt="启用" inactiveTxt="停用" />);
    expect(screen.getByText('启用')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    rerender(<SwitchWidget value={0} readOnly activeTxt="启用" inactiveTxt="停用" />);
    expect(screen.getByText('停用')).toBeTruthy();
  });
});
