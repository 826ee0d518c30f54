import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextWidget } from './TextWidget.js';

describe('TextWidget', () => {
  it('shows its content, or its label when it has none', () => {
    const { rerender } = render(<TextWidget content="正文" label="标签" />);
    expect(screen.getByText('正文')).toBeTruthy();
    rerender(<TextWidget label="标签" />);
    expect(screen.getByText('标签')).toBeTruthy();
  });
});
