import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, renderDesigner, shownSchema } from '../../testing/render-designer.js';
import { formWith } from '../../testing/test-metas.js';

const selectField = (props: Record<string, unknown>) =>
  formWith([{ jnpfKey: 'select', vModel: 'kind', label: '类型', props }]);

async function openOption(label: string, option: string) {
  const box = screen.getByLabelText(label);
  await act(async () => {
    fireEvent.mouseDown(box);
  });
  const item = await screen.findByTitle(option);
  await act(async () => {
    fireEvent.click(item);
  });
}

describe('option sources', () => {
  it('picks a dictionary type by its name and stores its id', async () => {
    await renderDesigner(selectField({ dataType: 'dictionary' }));
    fireEvent.click(canvasItem('类型'));
    await openOption('字典类型', '请假类型 (leaveType)');
    expect(shownSchema().fields[0]?.props?.dictionaryType).toBe('dict-leaveType');
  });

  it('shows a type a form names by its code under its name', async () => {
    await renderDesigner(selectField({ dataType: 'dictionary', dictionaryType: 'leaveType' }));
    fireEvent.click(canvasItem('类型'));
    const picker = screen.getByLabelText('字典类型').closest('.ant-select') as HTMLElement;
    expect(await within(picker).findByText('请假类型 (leaveType)')).toBeTruthy();
  });

  it('picks a data interface in the widgets’ interface dialog and keeps its name beside its id', async () => {
    await renderDesigner(selectField({ dataType: 'dynamic' }));
    fireEvent.click(canvasItem('类型'));
    await act(async () => {
      fireEvent.mouseDown(screen.getByLabelText('数据接口'));
    });
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByPlaceholderText('请输入关键词'), { target: { value: '部门' } });
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: /查\s*询/ }));
    });
    await act(async () => {
      fireEvent.click(await dialog.findByText('部门列表'));
    });
    expect(dialog.queryByText('用户列表')).toBeNull();
    await act(async () => {
      fireEvent.click(dialog.getByRole('button', { name: /确\s*定/ }));
    });
    expect(shownSchema().fields[0]?.props).toMatchObject({ propsUrl: 'if-depts', propsName: '部门列表' });
  });
});
