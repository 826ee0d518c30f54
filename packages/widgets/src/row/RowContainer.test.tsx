import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RowContainer } from './RowContainer.js';

describe('RowContainer', () => {
  it('spaces its columns by the gutter', () => {
    const { container } = render(<RowContainer gutter={20}>x</RowContainer>);
    const row = container.querySelector('.fw-form-row') as HTMLElement;
    expect(row.style.marginLeft).toBe('-10px');
  });
});
