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

const NO_GRANTS = { moduleName: '用户管理', button: [], column: [], form: [], resource: [] };

function setup() {
  const fake = fakeTransport((request) => {
    if (request.url === TREE) return { list: ORGANIZATIONS };
    if (request.url === USERS && request.method === 'GET') return paged([]);
    return null;
  });
  renderWithRuntime(<PageRenderer schema={userPage as unknown as PageSchema} menuId="m" />, fake.transport, [
    { ...NO_GRANTS, modelId: 'm', button: [{ id: 'b1', fullName: '新增', enCode: 'btn_add' }] },
  ]);
  return fake;
}

/** The form item of a dialog by its label. */
function itemOf(dialog: HTMLElement, label: string): HTMLElement {
  return within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;
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
    expect(organize.querySelector('.ant-form-item-explain-error')).toBeNull();
  });

  it('tells the administrator the new user’s initial password, until they close the notice', async () => {
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
    await waitFor(() =>
      expect(itemOf(dialog, '所属组织').querySelector('.ant-select-selection-item')?.textContent).toBe(
        '研发部',
      ),
    );
    fireEvent.change(itemOf(dialog, '账户').querySelector('input') as HTMLInputElement, {
      target: { value: 'wangwu' },
    });
    fireEvent.change(itemOf(dialog, '姓名').querySelector('input') as HTMLInputElement, {
      target: { value: '王五' },
    });
    fireEvent.click(button('确定', dialog));
    await waitFor(() => expect(fake.matching('POST', USERS)).toHaveLength(1));
    const notice = await screen.findByText(
      '新建成功。初始密码为 0000，请告知该用户；用户首次登录时须修改密码',
    );
    const box = notice.closest('.ant-modal') as HTMLElement;
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(
      screen.getByText('新建成功。初始密码为 0000，请告知该用户；用户首次登录时须修改密码'),
    ).toBeTruthy();
    fireEvent.click(button('确定', box));
    await waitFor(() =>
      expect(
        screen.queryByText('新建成功。初始密码为 0000，请告知该用户；用户首次登录时须修改密码'),
      ).toBeNull(),
    );
  });
});
