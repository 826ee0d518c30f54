import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InputNumberWidget } from '../input-number/InputNumberWidget.js';
import { AmountCapitals } from './AmountCapitals.js';

describe('AmountCapitals', () => {
  it.each([
    [1234.5, '壹仟贰佰叁拾肆元伍角'],
    [100, '壹佰元整'],
    [1005.07, '壹仟零伍元零柒分'],
    [0.1234, '壹角贰分叁厘肆毫'],
    ['12.00005', '壹拾贰元零壹毫'],
    [-3, '负叁元整'],
  ])('%s reads %s', (value, text) => {
    render(<AmountCapitals value={value} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows nothing for blank or non-numeric input', () => {
    const { container, rerender } = render(<AmountCapitals value={null} />);
    expect(container.textContent).toBe('');
    rerender(<AmountCapitals value="abc" />);
    expect(container.textContent).toBe('');
  });

  it('is what inputNumber shows under its box with isAmountChinese', () => {
    render(<InputNumberWidget value={1005.07} isAmountChinese />);
    const box = screen.getByRole('spinbutton');
    const capitals = screen.getByText('壹仟零伍元零柒分');
    // Under the box: after it in the document.
    expect(box.compareDocumentPosition(capitals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
