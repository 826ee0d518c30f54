import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TabsContainer } from './TabsContainer.js';

const panes = [
  { key: 'a', title: '甲', content: '甲的内容' },
  { key: 'b', title: '乙', content: '乙的内容' },
];

describe('TabsContainer', () => {
  it('draws card tabs for card and border-card, lines otherwise', () => {
    const { container, rerender } = render(<TabsContainer type="card" panes={panes} />);
    expect(container.querySelector('.ant-tabs-card')).not.toBeNull();
    rerender(<TabsContainer type="" panes={panes} />);
    expect(container.querySelector('.ant-tabs-card')).toBeNull();
  });

  it('draws every pane up front', () => {
    const { container } = render(<TabsContainer panes={panes} />);
    expect(container.textContent).toContain('乙的内容');
  });
});
