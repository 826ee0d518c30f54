import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';
import { canvasItemProbe } from './CanvasItem.js';

// Twenty fields, two to a row: work in proportion to the form would show as dozens of renders.
const form = () =>
  formWith(
    Array.from({ length: 10 }, (_, r) => ({
      jnpfKey: 'row',
      children: [2 * r, 2 * r + 1].map((n) => ({ jnpfKey: 'input', vModel: `f${n}`, label: `字段${n}` })),
    })),
  );

describe('canvas work per action', () => {
  it('a click re-renders only the items whose selection changed', async () => {
    await renderDesigner(form());
    canvasItemProbe.renders = 0;
    fireEvent.click(canvasItem('字段3'));
    expect(canvasItem('字段3').dataset.selected).toBe('true');
    expect(canvasItemProbe.renders).toBeLessThanOrEqual(1);
    canvasItemProbe.renders = 0;
    fireEvent.click(canvasItem('字段12'));
    expect(canvasItem('字段3').dataset.selected).toBeUndefined();
    expect(canvasItemProbe.renders).toBeLessThanOrEqual(2);
  });

  it('an edit and its undo redraw the edited field and its row, not the rest of the form', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('字段7'));
    canvasItemProbe.renders = 0;
    fireEvent.change(screen.getByLabelText('标题（简体）'), { target: { value: '改过' } });
    expect(await screen.findByRole('group', { name: '改过' })).toBeTruthy();
    // The field and its row; the row's other field and the other rows are skipped.
    expect(canvasItemProbe.renders).toBeLessThanOrEqual(3);
    canvasItemProbe.renders = 0;
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(await screen.findByRole('group', { name: '字段7' })).toBeTruthy();
    expect(canvasItemProbe.renders).toBeLessThanOrEqual(3);
  });
});
