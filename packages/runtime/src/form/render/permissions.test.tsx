import { leaveRequestForm, type ModulePermission } from '@formwork/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderForm, submit } from './test-kit.js';

const granted = (...codes: string[]): ModulePermission[] => [
  {
    modelId: 'menu-leave',
    moduleName: '请假',
    button: [],
    column: [],
    form: codes.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
    resource: [],
  },
];

describe('field permissions', () => {
  it('renders only the fields granted for the menu entry when permissions are on', async () => {
    const { handle } = renderForm(
      leaveRequestForm,
      {
        mode: 'edit',
        initialValues: { applicant: '张三', phone: '13800138000' },
        permission: { modelId: 'menu-leave', enabled: true },
      },
      { permissionList: granted('applicant', 'leaveType') },
    );
    expect(screen.getByText('申请人', { selector: 'label' })).toBeTruthy();
    expect(screen.getByText('请假类型', { selector: 'label' })).toBeTruthy();
    expect(screen.queryByText('联系电话')).toBeNull();
    expect(screen.queryByText('请假天数')).toBeNull();
    // Display widgets carry no data and are not guarded.
    expect(screen.getByRole('heading', { name: '请假信息' })).toBeTruthy();
    const { problems } = await submit(handle());
    expect(problems).toEqual([{ field: 'leaveType', message: '不能为空' }]);
  });

  it('leaves a field out of the submitted values when it is not granted', async () => {
    const { handle } = renderForm(
      leaveRequestForm,
      {
        mode: 'edit',
        initialValues: { applicant: '张三', leaveType: 'annual', phone: '13800138000' },
        permission: { modelId: 'menu-leave', enabled: true },
      },
      { permissionList: granted('applicant', 'leaveType') },
    );
    const { values } = await submit(handle());
    expect(values).toEqual({ applicant: '张三', leaveType: 'annual' });
  });

  it('shows every field when the form permission is off', () => {
    renderForm(leaveRequestForm, { permission: { modelId: 'menu-leave', enabled: false } });
    expect(screen.getByText('联系电话', { selector: 'label' })).toBeTruthy();
  });
});
