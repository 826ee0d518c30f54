import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardContainer } from './CardContainer.js';

describe('CardContainer', () => {
  it('lifts under the pointer only with the hover shadow', () => {
    const { container, rerender } = render(<CardContainer shadow="hover">x</CardContainer>);
    expect(container.querySelector('.ant-card-hoverable')).not.toBeNull();
    rerender(<CardContainer shadow="always">x</CardContainer>);
    expect(container.querySelector('.ant-card-hoverable')).toBeNull();
  });
});
