import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderDesigner } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

describe('preview', () => {
  it('renders the real form at phone width, validates it and shows the data to store', async () => {
    await renderDesigner(formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名', required: true }]));
    fireEvent.click(screen.getByRole('button', { name: /预览/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByText('手机'));
    expect(within(dialog).getByTestId('preview-frame').style.width).toBe('375px');
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '校验' }));
    });
    // The summary names the field by its label, never by its code.
    expect(within(dialog).getByText('姓名: 不能为空')).toBeTruthy();
    expect(within(dialog).queryByText(/name: /)).toBeNull();
    const item = within(dialog)
      .getByText('姓名', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    await act(async () => {
      fireEvent.change(within(item).getByRole('textbox'), { target: { value: '张三' } });
    });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: '校验' }));
    });
    expect(within(dialog).getByText('校验通过')).toBeTruthy();
    expect(within(dialog).getByText(/"name": "张三"/)).toBeTruthy();
  });
});

describe('phone preview', () => {
  it('lays the form out in one column, every field the full width, as a phone shows it', async () => {
    await renderDesigner(
      formWith([
        { jnpfKey: 'input', vModel: 'name', label: '姓名', span: 12 },
        { jnpfKey: 'input', vModel: 'phone', label: '电话', span: 12 },
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /预览/ }));
    const dialog = await screen.findByRole('dialog');
    const columnOf = (label: string) =>
      within(dialog).getByText(label, { selector: 'label' }).closest('.ant-col:not(.ant-form-item-label)');
    // Side by side on a desktop, as the design says.
    expect(columnOf('姓名')?.classList.contains('ant-col-12')).toBe(true);
    fireEvent.click(within(dialog).getByText('手机'));
    for (const label of ['姓名', '电话'])
      expect(columnOf(label)?.classList.contains('ant-col-24')).toBe(true);
  });
});

describe('help', () => {
  it('? opens the list of shortcuts', async () => {
    await renderDesigner(formWith([]));
    fireEvent.keyDown(window, { key: '?' });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ctrl/⌘ + D')).toBeTruthy();
    expect(within(dialog).getByText('复制一份')).toBeTruthy();
  });
});
