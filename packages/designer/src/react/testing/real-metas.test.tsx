import { type FieldSchema, validateSchema } from '@formwork/schema';
import { WIDGET_METAS } from '@formwork/widgets';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insertFromPalette } from '../canvas/apply-drop.js';
import { DesignerPage } from '../DesignerPage.js';
import type { DesignerMetas } from '../meta.js';
import { hasOwnGlyph } from '../palette/widget-icons.js';
import { DesignerSession } from '../session/session.js';
import { canvasOrder, fakeServer } from './render-designer.js';
import { formWith } from './test-metas.js';

// The widgets' own metas, as the console passes them.
const metas: DesignerMetas = WIDGET_METAS;

describe('with the widgets’ metas', () => {
  it('every palette entry has a glyph of its own', () => {
    const without = [...metas.values()]
      .filter((meta) => meta.inPalette !== false && !hasOwnGlyph(meta.icon))
      .map((meta) => meta.jnpfKey);
    expect(without).toEqual([]);
  });

  it('every palette entry makes a field the form accepts', () => {
    const session = new DesignerSession(formWith([]));
    for (const meta of metas.values()) {
      if (meta.inPalette === false) continue;
      session.selection.clear();
      expect(insertFromPalette(session, metas, meta.jnpfKey), meta.jnpfKey).toBeUndefined();
    }
    const fields = session.document.schema.fields;
    expect(fields.length).toBeGreaterThan(20);
    expect(validateSchema(session.document.schema)).toEqual([]);
    expect(fields.every((f: FieldSchema) => !f.vModel || /^[A-Za-z_]\w*$/.test(f.vModel))).toBe(true);
  });

  it('labels a widget’s props and their choices in English when the language is English', async () => {
    window.sessionStorage.clear();
    const server = fakeServer(
      formWith([{ jnpfKey: 'button', label: '按钮', props: { buttonText: '按钮', align: 'left' } }]),
    );
    render(<DesignerPage designId="design-1" metas={metas} transport={server.transport} language="en" />);
    await screen.findAllByRole('navigation');
    fireEvent.click(screen.getByRole('group', { name: '按钮' }));
    const props = screen.getByRole('region', { name: 'Widget settings' });
    const labels = [...props.querySelectorAll('label')].map((label) => label.textContent ?? '');
    expect(labels).toEqual(expect.arrayContaining(['Button text', 'Button type', 'Alignment']));
    expect(labels.filter((label) => /\p{Script=Han}/u.test(label))).toEqual([]);
    // The chosen alignment shows its English word, not the stored value.
    const align = within(props).getByText('Alignment', { selector: 'label' }).closest('.ant-form-item');
    expect(align?.querySelector('.ant-select-selection-item')?.textContent).toBe('Left');
  });

  it('opens with their palette and draws a dropped field on the canvas', async () => {
    window.sessionStorage.clear();
    const server = fakeServer(formWith([]));
    render(<DesignerPage designId="design-1" metas={metas} transport={server.transport} />);
    await screen.findAllByRole('navigation');
    fireEvent.keyDown(screen.getByText('单行输入').closest('li') as HTMLElement, { key: 'Enter' });
    expect(canvasOrder()).toHaveLength(1);
  });
});
