import { defaultListSchema, type ListSchema } from '@formwork/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, renderDesigner, shownSchema } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

const form = () =>
  formWith([
    { jnpfKey: 'input', vModel: 'qty', label: '数量' },
    { jnpfKey: 'calculate', vModel: 'total', label: '合计', expression: [{ field: 'qty' }, '×', 2] },
    {
      jnpfKey: 'input',
      vModel: 'note',
      label: '说明',
      reactions: [{ when: { field: 'qty', op: 'eq', value: 1 }, fulfill: { state: 'visible' } }],
    } as never,
  ]);

function rename(to: string) {
  const box = screen.getByLabelText('字段名');
  fireEvent.change(box, { target: { value: to } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  // antd takes one Enter per key press: the next waits for the key to come up.
  fireEvent.keyUp(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

describe('renaming a field’s vModel', () => {
  it('keeps the name its stored values are under and follows the formulas and rules that name it', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('数量'));
    rename('amount');
    rename('quantity');
    const [qty, total, note] = shownSchema().fields;
    expect(qty).toMatchObject({ vModel: 'quantity', renamedFrom: 'qty' });
    expect(total?.expression).toEqual([{ field: 'quantity' }, '×', 2]);
    expect(note?.reactions?.[0]?.when.field).toBe('quantity');

    // Back to its released name: nothing to move any more.
    rename('qty');
    expect(shownSchema().fields[0]).not.toHaveProperty('renamedFrom');

    // Each rename is one undo step, references included.
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(shownSchema().fields[0]).toMatchObject({ vModel: 'quantity', renamedFrom: 'qty' });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(shownSchema()).toEqual(form());
  });

  it('takes the list along: its columns and searches name the field by its new name', async () => {
    const { server } = await renderDesigner(form(), 'zh', {
      list: {
        ...defaultListSchema,
        columnList: [{ label: '数量', prop: 'qty' }],
        searchList: [{ label: '数量', prop: 'qty', searchType: 1 }],
        btnsList: [],
        columnBtnsList: [],
      },
    });
    fireEvent.click(canvasItem('数量'));
    rename('quantity');
    await waitFor(
      () => {
        const list = JSON.parse(server.puts.at(-1)?.columnData as string) as ListSchema;
        expect(list.columnList[0]?.prop).toBe('quantity');
        expect(list.searchList[0]?.prop).toBe('quantity');
      },
      { timeout: 3000 },
    );
  });
});
