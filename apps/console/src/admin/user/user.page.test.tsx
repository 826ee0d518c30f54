import { createHash } from 'node:crypto';
import { PageRenderer } from '@formwork/runtime';
import type { PageSchema } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../../packages/runtime/src/test-setup.js';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../../../../../packages/runtime/src/list/testing/fake-transport.js';
import userPage from './user.page.json';

const TREE = '/api/permission/Organize/Department/Selector/0';
const USERS = '/api/permission/Users';
const ORGANIZATIONS = [
  {
    id: 'c1',
    fullName: '总公司',
    type: 'company',
    children: [{ id: 'd1', fullName: '研发部', type: 'department', parentId: 'c1' }],
  },
];

const CREATED_NOTICE =
  '新建成功。初始密码为 0000，若填写了初始密码则为所填密码；请告知该用户，用户首次登录时须修改密码';
const RESET_NOTICE = '密码已重置。请将新密码告知该用户；用户用它登录后须立即修改密码';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const LISI = { id: 'u1', account: 'lisi', realName: '李四', enabledMark: 1, isAdministrator: false };

const NO_GRANTS = { moduleName: '用户管理', button: [], column: [], form: [], resource: [] };

function setup(rows: Array<Record<string, unknown>> = []) {
  const fake = fakeTransport((request) => {
    if (request.url === TREE) return { list: ORGANIZATIONS };
    if (request.url === USERS && request.method === 'GET') return paged(rows);
    if (request.url === `${USERS}/u1` && request.method === 'GET') return { ...LISI, organizeId: 'd1' };
    return null;
  });
  renderWithRuntime(<PageRenderer schema={userPage as unknown as PageSchema} menuId="m" />, fake.transport, [
    {
      ...NO_GRANTS,
      modelId: 'm',
      button: [
        { id: 'b1', fullName: '新增', enCode: 'btn_add' },
        { id: 'b2', fullName: '编辑', enCode: 'btn_edit' },
        { id: 'b3', fullName: '重置密码', enCode: 'btn_resetPassword' },
      ],
    },
  ]);
  return fake;
}

/** The form item of a dialog by its label. */
function itemOf(dialog: HTMLElement, label: string): HTMLElement {
  return within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
}

/** Chooses 研发部 in the tree and opens 新增: the dialog, once it has filled in 所属组织. */
async function newUserUnderRnD(fake: ReturnType<typeof setup>): Promise<HTMLElement> {
  const tree = await screen.findByLabelText('组织机构', { selector: 'aside' });
  fireEvent.click(await within(tree).findByText('研发部'));
  await waitFor(() => expect(fake.matching('GET', USERS).at(-1)?.params).toMatchObject({ organizeId: 'd1' }));
  fireEvent.click(button('新增'));
  const dialog = (await screen.findByText('新建', { selector: '.ant-modal-title' })).closest(
    '.ant-modal',
  ) as HTMLElement;
  await waitFor(() =>
    expect(itemOf(dialog, '所属组织').querySelector('.ant-select-selection-item')?.textContent).toBe(
      '研发部',
    ),
  );
  return dialog;
}

describe('the user management page', { timeout: UI_TEST_TIMEOUT }, () => {
  it('starts a new user in the department chosen in the tree, and saves it there', async () => {
    const fake = setup();
    const tree = await screen.findByLabelText('组织机构', { selector: 'aside' });
    fireEvent.click(await within(tree).findByText('研发部'));
    await waitFor(() =>
      expect(fake.matching('GET', USERS).at(-1)?.params).toMatchObject({ organizeId: 'd1' }),
    );
    fireEvent.click(button('新增'));
    const dialog = (await screen.findByText('新建', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    const organize = itemOf(dialog, '所属组织');
    // The picker shows the department by its name, as a chosen item of the multiple choice.
    await waitFor(() =>
      expect(organize.querySelector('.ant-select-selection-item')?.textContent).toBe('研发部'),
    );

    fireEvent.change(itemOf(dialog, '账户').querySelector('input') as HTMLInputElement, {
      target: { value: 'lisi' },
    });
    fireEvent.change(itemOf(dialog, '姓名').querySelector('input') as HTMLInputElement, {
      target: { value: '李四' },
    });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(fake.matching('POST', USERS)).toHaveLength(1));
    expect(fake.matching('POST', USERS)[0]?.data).toMatchObject({ organizeId: 'd1', account: 'lisi' });
    // No initial password typed: none is sent, and the server gives 0000.
    expect(fake.matching('POST', USERS)[0]?.data).not.toHaveProperty('userPassword');
    expect(organize.querySelector('.ant-form-item-explain-error')).toBeNull();
  });

  it('tells the administrator the new user’s initial password, until they close the notice', async () => {
    const fake = setup();
    const dialog = await newUserUnderRnD(fake);
    fireEvent.change(itemOf(dialog, '账户').querySelector('input') as HTMLInputElement, {
      target: { value: 'wangwu' },
    });
    fireEvent.change(itemOf(dialog, '姓名').querySelector('input') as HTMLInputElement, {
      target: { value: '王五' },
    });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(fake.matching('POST', USERS)).toHaveLength(1));
    const notice = await screen.findByText(CREATED_NOTICE);
    const box = notice.closest('.ant-modal') as HTMLElement;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(screen.getByText(CREATED_NOTICE)).toBeTruthy();
    fireEvent.click(button('确定', box));
    await waitFor(() => expect(screen.queryByText(CREATED_NOTICE)).toBeNull());
  });

  it('sends the initial password the administrator typed as its md5, and asks it only of a new user', async () => {
    const fake = setup();
    const dialog = await newUserUnderRnD(fake);
    expect(within(dialog).getByPlaceholderText('不填则为 0000')).toBeTruthy();
    fireEvent.change(itemOf(dialog, '账户').querySelector('input') as HTMLInputElement, {
      target: { value: 'wangwu' },
    });
    fireEvent.change(itemOf(dialog, '姓名').querySelector('input') as HTMLInputElement, {
      target: { value: '王五' },
    });
    fireEvent.change(itemOf(dialog, '初始密码').querySelector('input') as HTMLInputElement, {
      target: { value: 'Start2026' },
    });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(fake.matching('POST', USERS)).toHaveLength(1));
    expect(fake.matching('POST', USERS)[0]?.data).toMatchObject({
      account: 'wangwu',
      userPassword: md5('Start2026'),
    });
  });

  it('tells the administrator to pass a reset password on, until they close the notice', async () => {
    const fake = setup([LISI]);
    const row = (await screen.findByText('lisi')).closest('tr') as HTMLElement;
    fireEvent.click(button('重置密码', row));
    const dialog = (await screen.findByText('重置密码', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.change(itemOf(dialog, '新密码').querySelector('input') as HTMLInputElement, {
      target: { value: 'Reset2026' },
    });
    fireEvent.change(itemOf(dialog, '确认新密码').querySelector('input') as HTMLInputElement, {
      target: { value: 'Reset2026' },
    });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(fake.matching('POST', `${USERS}/u1/Actions/ResetPassword`)).toHaveLength(1));
    const notice = await screen.findByText(RESET_NOTICE);
    const box = notice.closest('.ant-modal') as HTMLElement;
    // A passing message would be gone by now; the notice stays until it is closed.
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(screen.getByText(RESET_NOTICE)).toBeTruthy();
    fireEvent.click(button('确定', box));
    await waitFor(() => expect(screen.queryByText(RESET_NOTICE)).toBeNull());
  });

  it('does not ask for the initial password when a user is edited', async () => {
    setup([LISI]);
    const row = (await screen.findByText('lisi')).closest('tr') as HTMLElement;
    fireEvent.click(button('编辑', row));
    const dialog = (await screen.findByText('编辑', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    await waitFor(() => expect(within(dialog).getByText('账户', { selector: 'label' })).toBeTruthy());
    expect(within(dialog).queryByText('初始密码', { selector: 'label' })).toBeNull();
  });
});
