import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, canvasOrder, renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

describe('palette', () => {
  it('lists the widgets by group, titled in the chosen language', async () => {
    await renderDesigner(formWith([]), 'en');
    const palette = screen.getByRole('navigation', { name: 'Widgets' });
    const basic = within(palette).getByRole('region', { name: 'Basic' });
    expect(within(basic).getByText('Input')).toBeTruthy();
    expect(within(basic).getByText('Switch')).toBeTruthy();
    expect(within(palette).getByRole('region', { name: 'Advanced' }).textContent).toContain('User picker');
    expect(within(palette).getByRole('region', { name: 'System' }).textContent).toContain('Created by');
    expect(within(palette).getByRole('region', { name: 'Layout' }).textContent).toContain('Card');
  });

  it('draws a glyph before every entry, one of its own for each kind of widget', async () => {
    await renderDesigner(formWith([]));
    const entries = [...document.querySelectorAll('.fw-designer-palette-item')];
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) expect(entry.querySelector('.anticon svg')).not.toBeNull();
    const glyphOf = (title: string) =>
      entries.find((entry) => entry.textContent?.trim() === title)?.querySelector('.anticon')?.className;
    expect(glyphOf('单行输入')).toContain('anticon-edit');
    expect(glyphOf('开关')).not.toBe(glyphOf('单行输入'));
  });

  it('filters by a title in any language', async () => {
    await renderDesigner(formWith([]));
    const search = screen.getByRole('searchbox', { name: '搜索组件' });
    fireEvent.change(search, { target: { value: 'switch' } });
    const palette = screen.getByRole('navigation', { name: '组件' });
    expect(within(palette).getByText('开关')).toBeTruthy();
    expect(within(palette).queryByText('单行输入')).toBeNull();
    expect(within(palette).queryByRole('region', { name: '布局控件' })).toBeNull();
    fireEvent.change(search, { target: { value: 'nothing like it' } });
    expect(within(palette).getByText('没有匹配的组件')).toBeTruthy();
  });

  it('Enter on an entry adds the field to the form and selects it; into a selected card', async () => {
    await renderDesigner(formWith([{ jnpfKey: 'card', label: '卡片一', children: [] }]));
    fireEvent.keyDown(screen.getByText('单行输入').closest('li') as HTMLElement, { key: 'Enter' });
    const added = await screen.findByRole('group', { name: '单行输入' });
    expect(added.dataset.selected).toBe('true');
    fireEvent.click(canvasItem('卡片一'));
    fireEvent.keyDown(screen.getByText('开关').closest('li') as HTMLElement, { key: 'Enter' });
    const inCard = await screen.findByRole('group', { name: '开关' });
    expect(canvasItem('卡片一').contains(inCard)).toBe(true);
  });

  it("names a field on the canvas by its label in the designer's language", async () => {
    await renderDesigner(
      formWith([
        {
          jnpfKey: 'input',
          vModel: 'name',
          label: '姓名',
          props: { labelI18n: { zh: '姓名', zhtw: '姓名', en: 'Name' } },
        },
      ]),
      'en',
    );
    expect(canvasOrder()).toEqual(['Name']);
    expect(within(canvasItem('Name')).getByText('Name')).toBeTruthy();
  });
});
