import {
  leaveRequestForm,
  leaveRequestList,
  type ModulePermission,
  onlineDevEndpoints,
} from '@formwork/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListRenderer } from './ListRenderer.js';
import {
  fakeTransport,
  paged,
  queryButton,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from './testing/fake-transport.js';

const grants = (buttons: string[], columns: string[]): ModulePermission[] => [
  {
    modelId: 'menu-1',
    moduleName: '请假',
    button: buttons.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
    column: columns.map((enCode) => ({ id: enCode, fullName: enCode, enCode })),
    form: [],
    resource: [],
  },
];

function show(list: typeof leaveRequestList, permissions: ModulePermission[]) {
  const fake = fakeTransport((request) =>
    request.url.endsWith('/List') ? paged([{ id: 'r1', applicant: '张三', days: 2 }]) : null,
  );
  renderWithRuntime(
    <ListRenderer
      list={list}
      form={leaveRequestForm}
      endpoints={onlineDevEndpoints('model-1')}
      menuId="menu-1"
      onAdd={() => undefined}
      onEdit={() => undefined}
      onDetail={() => undefined}
    />,
    fake.transport,
    permissions,
  );
}

describe('list permissions', { timeout: UI_TEST_TIMEOUT }, () => {
  it('hides 新增 and 删除 when their buttons are not granted', async () => {
    show({ ...leaveRequestList, useBtnPermission: true }, grants(['btn_edit', 'btn_download'], []));
    await screen.findByText('张三');
    expect(queryButton('新增')).toBeNull();
    expect(queryButton('删除')).toBeNull();
    expect(queryButton('批量删除')).toBeNull();
    expect(queryButton('编辑')).not.toBeNull();
    expect(queryButton('导出')).not.toBeNull();
  });

  it('shows every button when the list does not check button permissions', async () => {
    show(leaveRequestList, []);
    await screen.findByText('张三');
    for (const text of ['新增', '导出', '批量删除', '编辑', '删除', '详情'])
      expect(queryButton(text)).not.toBeNull();
  });

  it('hides a column that is not granted', async () => {
    show(
      { ...leaveRequestList, useColumnPermission: true },
      grants([], ['applicant', 'leaveType', 'startDate']),
    );
    await screen.findByText('张三');
    expect(screen.getByLabelText('申请人', { selector: 'th' })).toBeTruthy();
    expect(screen.queryByLabelText('请假天数', { selector: 'th' })).toBeNull();
    expect(screen.queryByText('2.0')).toBeNull();
  });
});
