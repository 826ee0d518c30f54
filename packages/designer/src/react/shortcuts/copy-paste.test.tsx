import { fireEvent } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { canvasItem, canvasOrder, renderDesigner, shownSchema } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

beforeEach(() => window.localStorage.clear());

describe('copy and paste from the keyboard', () => {
  it('pastes fields copied in another browser tab, each with a fresh vModel', async () => {
    const first = await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.click(canvasItem('姓名'));
    fireEvent.keyDown(window, { key: 'c', ctrlKey: true });
    first.unmount();

    // The other tab: a fresh page over another form, sharing only the browser's storage.
    await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
    expect(canvasOrder()).toHaveLength(2);
    const vModels = shownSchema().fields.map((field) => field.vModel);
    expect(vModels[0]).toBe('name');
    expect(vModels[1]).toMatch(/^[A-Za-z_]\w*$/);
    expect(vModels[1]).not.toBe('name');
  });

  it('leaves the form alone when nothing was copied', async () => {
    await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]));
    fireEvent.keyDown(window, { key: 'v', ctrlKey: true });
    expect(canvasOrder()).toHaveLength(1);
  });
});
