import type { ModulePermission } from '@formwork/schema';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '../session/store.js';
import { menu } from '../testing/fixtures.js';
import { BTN_ADD, BTN_EDIT, BTN_REMOVE, canAccess, DEFAULT_BUTTON_CODES } from './can-access.js';
import { AuthButton } from './useAuthorized.js';

// The shape CurrentUser answers with for the seeded user-management and online-user entries.
const button = (enCode: string, fullName: string) => ({ id: `${enCode}-id`, fullName, enCode });
const permissionList: ModulePermission[] = [
  {
    modelId: 'permission.user',
    moduleName: '用户管理',
    button: [button('btn_add', '新建'), button('btn_edit', '编辑'), button('btn_resetPassword', '重置密码')],
    column: [],
    form: [],
    resource: [],
  },
  {
    modelId: 'permission.onlineUser',
    moduleName: '在线用户',
    button: [button('btn_remove', '强制下线')],
    column: [],
    form: [],
    resource: [],
  },
];

describe('canAccess', () => {
  it('names the three default codes', () => {
    expect(DEFAULT_BUTTON_CODES).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
    expect([BTN_ADD, BTN_EDIT, BTN_REMOVE]).toEqual([...DEFAULT_BUTTON_CODES]);
  });

  it('grants a code only when the model lists it among its buttons', () => {
    expect(canAccess({ modelId: 'permission.user', code: 'btn_add' }, permissionList)).toBe(true);
    expect(canAccess({ modelId: 'permission.user', code: 'btn_resetPassword' }, permissionList)).toBe(true);
    expect(canAccess({ modelId: 'permission.user', code: 'btn_remove' }, permissionList)).toBe(false);
    expect(canAccess({ modelId: 'permission.onlineUser', code: 'btn_remove' }, permissionList)).toBe(true);
  });

  it('grants nothing without a model or for a model missing from the list', () => {
    expect(canAccess({ modelId: undefined, code: 'btn_add' }, permissionList)).toBe(false);
    expect(canAccess({ modelId: '', code: 'btn_add' }, permissionList)).toBe(false);
    expect(canAccess({ modelId: 'system.area', code: 'btn_add' }, permissionList)).toBe(false);
    expect(canAccess({ modelId: 'permission.user', code: 'btn_add' }, [])).toBe(false);
  });
});

describe('AuthButton', () => {
  beforeEach(() => {
    const user = { ...menu('permission.user', '用户管理'), urlAddress: 'permission/user' };
    useSessionStore.setState({ menuList: [menu('permission', '系统权限', [user])], permissionList });
  });

  const page = (path: string) =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <AuthButton code="btn_add">
          <button type="button">新建</button>
        </AuthButton>
        <AuthButton code="btn_remove">
          <button type="button">删除</button>
        </AuthButton>
      </MemoryRouter>,
    );

  it('shows only the buttons the current menu entry grants', () => {
    page('/permission/user?tab=1');
    expect(screen.getByRole('button', { name: '新建' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('shows none outside a menu entry', () => {
    page('/profile');
    expect(screen.queryByRole('button', { name: '新建' })).toBeNull();
  });
});
