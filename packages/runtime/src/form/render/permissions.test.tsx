import { leaveRequestForm, type ModulePermission } from '@formwork/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemOf, renderForm, submit } from './test-kit.js';

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

  it('shows a granted sub-table with the columns granted to it as table-column', async () => {
    const rows = [{ task: '交接报表' }, { task: '交接客户' }];
    const { handle } = renderForm(
      leaveRequestForm,
      {
        mode: 'edit',
        initialValues: { applicant: '张三', leaveType: 'annual', handover: rows },
        permission: { modelId: 'menu-leave', enabled: true },
      },
      { permissionList: granted('applicant', 'leaveType', 'handover', 'handover-task') },
    );
    const table = within(itemOf('工作交接'));
    expect(table.getByText('事项')).toBeTruthy();
    expect(table.queryByText('接手人电话')).toBeNull();
    const cells = table.getAllByRole('textbox') as HTMLInputElement[];
    expect(cells.map((cell) => cell.value)).toEqual(['交接报表', '交接客户']);
    const { values } = await submit(handle());
    expect(values?.handover).toEqual(rows);
  });

  it('shows a granted sub-table read-only in the detail view with its granted columns', () => {
    renderForm(
      leaveRequestForm,
      {
        mode: 'detail',
        initialValues: { applicant: '张三', handover: [{ task: '交接报表', mobile: '13800000001' }] },
        permission: { modelId: 'menu-leave', enabled: true },
      },
      { permissionList: granted('applicant', 'handover', 'handover-mobile') },
    );
    const table = within(itemOf('工作交接'));
    expect(table.getByText('接手人电话')).toBeTruthy();
    expect(table.getByText('13800000001')).toBeTruthy();
    expect(table.queryByText('事项')).toBeNull();
    expect(table.queryByText('交接报表')).toBeNull();
  });

  it('shows every field when the form permission is off', () => {
    renderForm(leaveRequestForm, { permission: { modelId: 'menu-leave', enabled: false } });
    expect(screen.getByText('联系电话', { selector: 'label' })).toBeTruthy();
  });
});
