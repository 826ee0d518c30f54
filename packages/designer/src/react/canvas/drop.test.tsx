import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DesignerSession } from '../session/session.js';
import { canvasItem, canvasOrder, renderDesigner } from '../testing/render-designer.js';
import { formWith, testMetas } from '../testing/test-metas.js';
import { applyDrop } from './apply-drop.js';

const form = () =>
  formWith([
    { jnpfKey: 'input', vModel: 'a', label: 'A' },
    { jnpfKey: 'card', label: '卡片', children: [{ jnpfKey: 'input', vModel: 'b', label: 'B' }] },
    { jnpfKey: 'table', vModel: 'items', label: '明细', children: [] },
  ]);

describe('dropping (what dnd-kit calls on drag end)', () => {
  const metas = testMetas();
  const ids = (session: DesignerSession) => {
    const doc = session.document;
    const byLabel = new Map(doc.ids().map((id) => [doc.nodeById(id)?.label, id]));
    return (label: string) => byLabel.get(label) as string;
  };

  it('adds a palette widget after the field it is dropped below, selected', () => {
    const session = new DesignerSession(form());
    const id = ids(session);
    expect(
      applyDrop(session, metas, { kind: 'palette', jnpfKey: 'switch' }, { kind: 'item', id: id('A') }, true),
    ).toBe(undefined);
    const fields = session.document.schema.fields;
    expect(fields[1]?.jnpfKey).toBe('switch');
    expect(fields[1]?.vModel).toBeTruthy();
    expect(session.document.nodeById(session.selection.primary as string)?.jnpfKey).toBe('switch');
  });

  it('moves a field into a card, out of it, and into a sub-table as a column', () => {
    const session = new DesignerSession(form());
    const id = ids(session);
    applyDrop(session, metas, { kind: 'node', id: id('A') }, { kind: 'item', id: id('B') }, false);
    expect(session.document.schema.fields[0]?.children?.map((f) => f.vModel)).toEqual(['a', 'b']);
    applyDrop(session, metas, { kind: 'node', id: id('B') }, { kind: 'into', parent: null }, false);
    expect(session.document.schema.fields.at(-1)?.vModel).toBe('b');
    applyDrop(session, metas, { kind: 'node', id: id('B') }, { kind: 'into', parent: id('明细') }, false);
    expect(session.document.nodeById(id('明细'))?.children?.map((f) => f.vModel)).toEqual(['b']);
  });

  it('refuses what the placement rules forbid, changing nothing', () => {
    const session = new DesignerSession(form());
    const id = ids(session);
    const before = session.document.schema;
    expect(
      applyDrop(
        session,
        metas,
        { kind: 'palette', jnpfKey: 'card' },
        { kind: 'into', parent: id('明细') },
        false,
      ),
    ).toMatch(/sub-table/);
    expect(
      applyDrop(session, metas, { kind: 'node', id: id('卡片') }, { kind: 'item', id: id('B') }, false),
    ).toMatch(/itself/);
    expect(session.document.schema).toBe(before);
  });
});

describe('canvas', () => {
  it('draws the runtime form with a box per field; a click selects, Delete removes, Ctrl+Z brings it back', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('B'));
    expect(canvasItem('B').dataset.selected).toBe('true');
    expect(canvasItem('卡片').dataset.selected).toBeUndefined();
    fireEvent.keyDown(window, { key: 'Delete' });
    expect(screen.queryByRole('group', { name: 'B' })).toBeNull();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('group', { name: 'B' })).toBeTruthy();
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(screen.queryByRole('group', { name: 'B' })).toBeNull();
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    fireEvent.keyDown(window, { key: 'y', ctrlKey: true });
    expect(screen.queryByRole('group', { name: 'B' })).toBeNull();
  });

  it('Alt+ArrowDown moves the selected field down; Ctrl+D duplicates it with a new field name', async () => {
    await renderDesigner(
      formWith([
        { jnpfKey: 'input', vModel: 'a', label: 'A' },
        { jnpfKey: 'input', vModel: 'b', label: 'B' },
      ]),
    );
    fireEvent.click(canvasItem('A'));
    fireEvent.keyDown(window, { key: 'ArrowDown', altKey: true });
    expect(canvasOrder()).toEqual(['B', 'A']);
    fireEvent.keyDown(window, { key: 'd', ctrlKey: true });
    expect(canvasOrder()).toEqual(['B', 'A', 'A']);
  });

  it('shows a drop zone in an empty container', async () => {
    await renderDesigner(formWith([{ jnpfKey: 'card', label: '空卡片', children: [] }]));
    expect(canvasItem('空卡片').textContent).toContain('拖到这里');
  });
});
