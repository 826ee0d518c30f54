import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { buttonNamed, renderWithData } from '../picker-dialog/test-render.js';
import { ApproverSelect } from './ApproverSelect.js';

describe('ApproverSelect', () => {
  it('says 请选择审批人 on an empty confirm and stays open', async () => {
    const onConfirm = vi.fn();
    renderWithData(<ApproverSelect open onConfirm={onConfirm} onCancel={() => {}} />, orgFixtureProvider());
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('审批人')).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    expect(await screen.findByText('请选择审批人')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('hands back the one user of a single pick as {id, fullName}', async () => {
    const onConfirm = vi.fn();
    renderWithData(<ApproverSelect open onConfirm={onConfirm} onCancel={() => {}} />, orgFixtureProvider());
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.click(dialog.getByRole('tab', { name: '当前组织' }));
    fireEvent.click(await dialog.findByText('张三/zhangsan'));
    fireEvent.click(dialog.getByText('李四/lisi'));
    fireEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    expect(onConfirm).toHaveBeenCalledWith([{ id: 'u-lisi', fullName: '李四/lisi' }]);
  });
});
