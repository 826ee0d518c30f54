import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CollapseContainer } from './CollapseContainer.js';

describe('CollapseContainer', () => {
  it('draws a closed panel too, so its fields keep their values', () => {
    const panes = [
      { key: 'a', title: '甲', content: '甲的内容' },
      { key: 'b', title: '乙', content: '乙的内容' },
    ];
    const { container } = render(<CollapseContainer accordion panes={panes} />);
    expect(container.textContent).toContain('乙的内容');
  });
});
