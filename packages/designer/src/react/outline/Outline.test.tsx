import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

describe('outline', () => {
  it('lists the form as a tree, dims hidden fields, and selects on click', async () => {
    await renderDesigner(
      formWith([
        { jnpfKey: 'card', label: '卡片', children: [{ jnpfKey: 'input', vModel: 'inner', label: '里面' }] },
        { jnpfKey: 'input', vModel: 'secret', label: '隐藏的', noShow: true },
      ]),
    );
    fireEvent.click(screen.getByRole('tab', { name: '大纲' }));
    const tree = screen.getByRole('tree');
    const inner = within(tree).getByText('里面 · 单行输入');
    expect(within(tree).getByText('隐藏的 · 单行输入').getAttribute('data-hidden')).toBe('true');
    expect(inner.getAttribute('data-hidden')).toBeNull();
    fireEvent.click(inner);
    expect(canvasItem('里面').dataset.selected).toBe('true');
    expect(screen.getByLabelText('字段名')).toHaveProperty('value', 'inner');
  });
});
