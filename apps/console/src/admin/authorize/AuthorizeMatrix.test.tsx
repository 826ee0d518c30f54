import { i18n } from '@formwork/shell';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import '../../../../../packages/runtime/src/test-setup.js';
import { UI_TEST_TIMEOUT } from '../../../../../packages/runtime/src/list/testing/fake-transport.js';
import type { AuthorizeNode, AuthorizeStep, AuthorizeSteps } from './authorize-tree.js';

const node = (id: string, fullName: string, type: AuthorizeNode['type'], children: AuthorizeNode[] = []) => ({
  id,
  parentId: '-1',
  fullName,
  icon: '',
  type,
  hasChildren: children.length > 0,
  children,
});

const LEAVE = 'menu-visualdev-leave';
const ORDERS = 'menu-visualdev-orders';

/** Two released designs: 请假申请 checks buttons only, 订单 checks its columns too. */
const steps = (): AuthorizeSteps => {
  const step = (list: AuthorizeNode[], ids: string[] = []): AuthorizeStep => ({ list, ids, all: [] });
  const columns = [
    {
      ...node(LEAVE, '请假申请', 'module', [
        node(`${LEAVE}:column:applicant`, '申请人', 'column'),
        node(`${LEAVE}:column:days`, '请假天数', 'column'),
      ]),
      unguarded: true as const,
    },
    node(ORDERS, '订单', 'module', [node(`${ORDERS}:column:amount`, '金额', 'column')]),
  ];
  return {
    module: step([node(LEAVE, '请假申请', 'module'), node(ORDERS, '订单', 'module')], [LEAVE, ORDERS]),
    button: step([node(LEAVE, '请假申请', 'module', [node(`${LEAVE}:button:btn_add`, '新建', 'button')])]),
    column: step(columns, [`${LEAVE}:column:applicant`]),
    form: step([]),
    resource: step([]),
  };
};

vi.mock('./authorize-api.js', () => ({
  loadRoleGrants: vi.fn(async () => steps()),
  saveRoleGrants: vi.fn(async () => ''),
}));

const { AuthorizeMatrix } = await import('./AuthorizeMatrix.js');

describe('the role authorization matrix', { timeout: UI_TEST_TIMEOUT }, () => {
  beforeAll(async () => {
    await act(() => i18n.changeLanguage('zh'));
  });

  it('says, on each entry whose design does not check a kind, that ticks there do nothing yet and where to switch it on', async () => {
    render(<AuthorizeMatrix roleId="role-staff" />);
    fireEvent.click(await screen.findByRole('tab', { name: /列表权限/ }));
    const tree = screen.getByRole('tree', { name: '列表权限' });
    const leave = within(tree).getByText('请假申请').closest('.ant-tree-treenode') as HTMLElement;
    expect(within(leave).getByText('列表权限未开启')).toBeTruthy();
    expect(
      within(leave).getByText(
        '此处勾选暂不生效：能打开此菜单的角色都能看到全部列。请在“功能设计 › 列表设计 › 列表属性”中开启“列表权限”并重新发布；开启后，未在此授予的角色将看不到这些内容。',
      ),
    ).toBeTruthy();
    // A design that checks its columns carries no warning.
    const orders = within(tree).getByText('订单').closest('.ant-tree-treenode') as HTMLElement;
    expect(within(orders).queryByText('列表权限未开启')).toBeNull();
    // The buttons of 请假申请 are checked: no warning on that tab.
    fireEvent.click(screen.getByRole('tab', { name: /按钮权限/ }));
    expect(screen.queryByText('按钮权限未开启')).toBeNull();
  });
});
