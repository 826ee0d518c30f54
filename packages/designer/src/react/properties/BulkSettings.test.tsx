import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, renderDesigner, shownSchema } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

const form = () =>
  formWith([
    { jnpfKey: 'input', vModel: 'name', label: '姓名', required: true },
    { jnpfKey: 'inputNumber', vModel: 'days', label: '天数' },
    { jnpfKey: 'input', vModel: 'phone', label: '电话' },
  ]);

describe('several selected widgets', () => {
  it('take a shared setting together, undone in one step', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('姓名'));
    fireEvent.click(canvasItem('天数'), { ctrlKey: true });
    expect(screen.getByText('已选择 2 个组件')).toBeTruthy();
    const required = screen.getByRole('checkbox', { name: '必填' }) as HTMLInputElement;
    // One is required and one is not: the box says they differ.
    expect(required.checked).toBe(false);
    expect(required.closest('.ant-checkbox')?.className).toContain('indeterminate');

    fireEvent.click(required);
    expect(shownSchema().fields.map((field) => field.required)).toEqual([true, true, undefined]);
    fireEvent.click(screen.getByRole('checkbox', { name: '只读' }));
    expect(shownSchema().fields.map((field) => field.props?.readonly)).toEqual([true, true, undefined]);

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(shownSchema()).toEqual(form());
  });

  it('offer only what every one of them has', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('姓名'));
    fireEvent.click(canvasItem('天数'), { ctrlKey: true });
    // A placeholder is a setting of some widgets only; the single-field panel is gone.
    expect(screen.queryByLabelText('占位提示')).toBeNull();
    expect(screen.queryByLabelText('字段名')).toBeNull();
    fireEvent.click(canvasItem('天数'), { ctrlKey: true });
    expect(screen.queryByText(/已选择/)).toBeNull();
    expect(screen.getByLabelText('字段名')).toBeTruthy();
  });
});
