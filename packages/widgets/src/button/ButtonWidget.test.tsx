import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ButtonWidget } from './ButtonWidget.js';

describe('ButtonWidget', () => {
  it('falls back to a default button and its label for text', () => {
    render(<ButtonWidget label="提交审批" type="fancy" align="right" />);
    const button = screen.getByRole('button', { name: '提交审批' });
    expect(button.className).toContain('ant-btn-default');
    expect(button.parentElement?.style.textAlign).toBe('right');
  });
});
