import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';
import { linkageConflicts } from './conflicts.js';

describe('linkage', () => {
  it('flags two rules that set the same state of the field', async () => {
    await renderDesigner(
      formWith([
        { jnpfKey: 'select', vModel: 'kind', label: '类型' },
        {
          jnpfKey: 'input',
          vModel: 'reason',
          label: '原因',
          reactions: [{ when: { field: 'kind', op: 'eq', value: 'a' }, fulfill: { show: true } }],
        },
      ]),
    );
    fireEvent.click(canvasItem('原因'));
    fireEvent.click(screen.getByRole('tab', { name: '联动' }));
    expect(screen.queryByText(/都设置了/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'plus 添加规则' }));
    expect(screen.getByText('规则 1 和规则 2 都设置了显示状态')).toBeTruthy();
  });

  it('treats show and hide as one state, and different states as no conflict', () => {
    const when = { field: 'a', op: 'empty' as const };
    expect(
      linkageConflicts([
        { when, fulfill: { show: true } },
        { when, fulfill: { hide: true } },
      ]),
    ).toEqual([{ a: 1, b: 2, property: 'visible' }]);
    expect(
      linkageConflicts([
        { when, fulfill: { require: true } },
        { when, fulfill: { disable: true } },
      ]),
    ).toEqual([]);
  });
});
