import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DesignerSession } from '../session/session.js';
import { canvasItem, renderDesigner, shownSchema } from '../testing/render-designer.js';
import { formWith, testMetas } from '../testing/test-metas.js';
import { applyDrop } from './apply-drop.js';
import { resolveDrop } from './drop.js';

// A grid row of two half-width fields, then a field below it.
const form = () =>
  formWith([
    {
      jnpfKey: 'row',
      label: '栅格',
      children: [
        { jnpfKey: 'input', vModel: 'left', label: '左', span: 12 },
        { jnpfKey: 'input', vModel: 'right', label: '右', span: 12 },
      ],
    },
    { jnpfKey: 'input', vModel: 'below', label: '下' },
  ]);

const ids = (session: DesignerSession) => {
  const doc = session.document;
  const byLabel = new Map(doc.ids().map((id) => [doc.nodeById(id)?.label, id]));
  return (label: string) => byLabel.get(label) as string;
};

const labelsIn = (session: DesignerSession, parent: string) =>
  session.document.childIds(parent).map((id) => session.document.nodeById(id)?.label);

// The left field's box on the screen: 0..300 wide, 40 high; the row around both: 0..600, 0..60.
const LEFT_BOX = { left: 0, top: 10, width: 300, height: 40 };
const ROW_BOX = { left: 0, top: 0, width: 600, height: 60 };

describe('dropping into a grid row', () => {
  const metas = testMetas();

  it('a palette field let go on the right half of the left column lands between the columns', () => {
    const session = new DesignerSession(form());
    const id = ids(session);
    // The lower right of the left field: below its middle, yet to the right of it.
    const landing = resolveDrop(session.document, { kind: 'item', id: id('左') }, LEFT_BOX, {
      x: 250,
      y: 45,
    });
    expect(landing).toEqual({ over: { kind: 'item', id: id('左') }, after: true, horizontal: true });
    applyDrop(session, metas, { kind: 'palette', jnpfKey: 'switch' }, landing.over, landing.after);
    expect(labelsIn(session, id('栅格'))).toEqual(['左', '开关', '右']);
    // As wide as the column it was dropped beside, so it stands there, not on a line of its own.
    expect(session.document.nodeById(ids(session)('开关'))?.span).toBe(12);
  });

  it('the left half of a column puts the field before it, even above its middle line', () => {
    const session = new DesignerSession(form());
    const id = ids(session);
    const landing = resolveDrop(session.document, { kind: 'item', id: id('右') }, LEFT_BOX, { x: 20, y: 45 });
    applyDrop(session, metas, { kind: 'palette', jnpfKey: 'switch' }, landing.over, landing.after);
    expect(labelsIn(session, id('栅格'))).toEqual(['左', '开关', '右']);
  });

  it('between the columns (over the row itself) the field goes into the row, near its edge beside it', () => {
    const session = new DesignerSession(form());
    const id = ids(session);
    const inside = resolveDrop(session.document, { kind: 'item', id: id('栅格') }, ROW_BOX, {
      x: 300,
      y: 30,
    });
    expect(inside.over).toEqual({ kind: 'into', parent: id('栅格') });
    applyDrop(session, metas, { kind: 'palette', jnpfKey: 'switch' }, inside.over, inside.after);
    expect(labelsIn(session, id('栅格'))).toEqual(['左', '右', '开关']);
    const edge = resolveDrop(session.document, { kind: 'item', id: id('栅格') }, ROW_BOX, { x: 300, y: 57 });
    expect(edge).toEqual({ over: { kind: 'item', id: id('栅格') }, after: true, horizontal: false });
  });

  it('a full-width field still splits into an upper and a lower half', () => {
    const session = new DesignerSession(form());
    const id = ids(session);
    expect(
      resolveDrop(session.document, { kind: 'item', id: id('下') }, LEFT_BOX, { x: 290, y: 15 }).after,
    ).toBe(false);
  });
});

describe('a grid row on the canvas and in the property panel', () => {
  it('shows each column’s share of the 24', async () => {
    await renderDesigner(form());
    expect(within(canvasItem('左')).getByTitle('栅格宽度 12/24').textContent).toBe('12/24');
    expect(within(canvasItem('右')).getByText('12/24')).toBeTruthy();
    // A field outside a row has no columns to tell apart.
    expect(canvasItem('下').querySelector('.fw-designer-span')).toBeNull();
  });

  it('adds, resizes and removes the selected row’s columns', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('栅格'));
    const columns = screen.getByRole('region', { name: '栅格列' });
    expect(columns.textContent).toContain('2 列，共占 24/24 格');
    fireEvent.change(within(columns).getByRole('spinbutton', { name: '右 的栅格宽度' }), {
      target: { value: '8' },
    });
    await act(async () => {
      fireEvent.click(within(columns).getByRole('button', { name: /添加列/ }));
    });
    let row = shownSchema().fields[0];
    expect(row?.children?.map((f) => f.span)).toEqual([12, 8, 4]);
    expect(row?.children?.[2]?.jnpfKey).toBe('input');
    const again = screen.getByRole('region', { name: '栅格列' });
    fireEvent.click(within(again).getByRole('button', { name: '删除列 左' }));
    row = shownSchema().fields[0];
    expect(row?.children?.map((f) => f.vModel)).toEqual(['right', expect.any(String)]);
    fireEvent.click(
      within(screen.getByRole('region', { name: '栅格列' })).getByRole('button', { name: '平均分配' }),
    );
    expect(shownSchema().fields[0]?.children?.map((f) => f.span)).toEqual([12, 12]);
  });

  it('the selected field’s actions sit above its box, off its input', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('下'));
    const actions = canvasItem('下').querySelector('.fw-designer-item-actions') as HTMLElement;
    expect(within(actions).getByRole('button', { name: '删除' })).toBeTruthy();
    expect(actions.style.bottom).toBe('100%');
    expect(actions.style.top).toBe('');
  });
});
