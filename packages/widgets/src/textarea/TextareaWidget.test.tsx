import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixedRows, TextareaWidget } from './TextareaWidget.js';

describe('textarea height', () => {
  it('is a fixed number of rows when the least and most rows agree, as by default', () => {
    render(<TextareaWidget value="" />);
    expect(screen.getByRole('textbox').getAttribute('rows')).toBe('4');
    expect(fixedRows({ minRows: 2, maxRows: 2 })).toBe(2);
  });

  it('grows with the text between the least and most rows otherwise', () => {
    expect(fixedRows({ minRows: 2, maxRows: 6 })).toBeUndefined();
    expect(fixedRows({ minRows: 2 })).toBeUndefined();
    render(<TextareaWidget value="" autosize={{ minRows: 2, maxRows: 6 }} />);
    expect(screen.getByRole('textbox').getAttribute('rows')).toBeNull();
  });
});
