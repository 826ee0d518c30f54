import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formOf, itemOf, renderForm, submit } from '../render/test-kit.js';

const cell = (props: Record<string, unknown>, vModel?: string, label?: string) => ({
  jnpfKey: 'tableGridTd' as const,
  props,
  children: vModel ? [{ jnpfKey: 'input' as const, vModel, label }] : [],
});

describe('table grid', () => {
  it('draws its cells with their spans, leaves out merged ones and keeps the fields bound', async () => {
    const { handle, container } = renderForm(
      formOf([
        {
          jnpfKey: 'tableGrid',
          props: { borderColor: 'rgb(1, 2, 3)' },
          children: [
            {
              jnpfKey: 'tableGridTr',
              children: [cell({ colspan: 2 }, 'title', '标题'), cell({ merged: true })],
            },
            { jnpfKey: 'tableGridTr', children: [cell({}, 'name', '姓名'), cell({}, 'amount', '金额')] },
          ],
        },
      ]),
      { mode: 'edit', initialValues: { title: '报销', name: '王五', amount: '12' } },
    );
    const rows = [...container.querySelectorAll('.fw-form-table-grid tr')];
    expect(rows.map((row) => row.querySelectorAll('td').length)).toEqual([1, 2]);
    expect(itemOf('标题').closest('td')?.getAttribute('colspan')).toBe('2');
    expect(itemOf('金额').closest('td')?.style.border).toContain('rgb(1, 2, 3)');
    expect(screen.getByDisplayValue('王五')).toBeTruthy();
    const { values } = await submit(handle());
    expect(values).toEqual({ title: '报销', name: '王五', amount: '12' });
  });
});
