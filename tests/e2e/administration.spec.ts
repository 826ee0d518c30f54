import { dialogTitled, item, md5, openFolder, rowOf, signIn } from './console-helpers.js';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures.js';

// The people-and-permissions journey of an administrator, on the real server: a department, a
// position, a role and a user in it; the role granted one released form with only its add and
// detail buttons, two columns and the "own records" scheme; the user signs in and meets exactly
// that, and the API refuses the rest.

const SHOTS = 'test-results/administration/';
const LEAVE_MODEL = 'visualdev-leaveRequest';

async function api(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post',
  url: string,
  data?: unknown,
) {
  const answer = await request[method](url, { headers: { Authorization: token }, ...(data ? { data } : {}) });
  const body = await answer.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}

async function tokenOf(request: APIRequestContext, account: string, password: string) {
  const login = await request.post('/api/oauth/Login', {
    form: { account, password: md5(password), grant_type: 'password' },
  });
  const body = await login.json();
  expect(body.code, body.msg).toBe(200);
  return body.data.token as string;
}

/** Antd spaces out a two-character Chinese button label. */
const spaced = (word: string) => new RegExp(`^${[...word].join('\\s*')}$`);

/** The titles of a list's columns, the serial, selection and action columns left out. */
async function headers(scope: Locator): Promise<string[]> {
  const texts = await scope.locator('.ant-table-thead th').allInnerTexts();
  return texts.map((t) => t.trim()).filter((t) => t !== '' && t !== '操作' && t !== '序号');
}

async function choose(page: Page, box: Locator, option: string) {
  await box.click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
}

/** Ticks a node of the authorization tree by its name. */
async function tick(matrix: Locator, name: string) {
  const node = matrix
    .locator('.ant-tree-treenode')
    .filter({ has: matrix.page().getByText(name, { exact: true }) });
  await node.locator('.ant-tree-checkbox').click();
  await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/ant-tree-checkbox-checked/);
}

test('an administrator grants a new user one form with two buttons, two columns and their own records', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(Number(process.env.E2E_JOURNEY_TIMEOUT ?? 300_000));
  const s = Date.now().toString(36).slice(-5);
  const names = {
    department: `质检部${s}`,
    position: `质检员${s}`,
    role: `质检角色${s}`,
    account: `qc${s}`,
    form: `请假登记${s}`,
  };
  const admin = await tokenOf(request, 'admin', 'admin123');

  // A leave form whose list checks buttons, columns and data permissions, released into 在线开发,
  // with a record of the administrator's that "own records" must keep from the new user.
  const leave = await api(request, admin, 'get', `/api/visualdev/Base/${LEAVE_MODEL}`);
  const columnData = {
    ...JSON.parse(leave.columnData),
    useBtnPermission: true,
    useColumnPermission: true,
    useDataPermission: true,
  };
  const { id: modelId } = await api(request, admin, 'post', '/api/visualdev/Base', {
    fullName: names.form,
    enCode: `qcLeave${s}`,
    category: '人事',
    type: 1,
    webType: 2,
    formData: leave.formData,
    columnData: JSON.stringify(columnData),
  });
  await api(request, admin, 'post', `/api/visualdev/Base/${modelId}/Actions/Release`, {
    pc: 1,
    pcModuleParentId: 'menu-onlineDev',
  });
  const record = (applicant: string) => ({
    data: JSON.stringify({ applicant, leaveType: 'annual', startDate: Date.UTC(2026, 10, 2), days: 1 }),
  });
  await api(request, admin, 'post', `/api/visualdev/OnlineDev/${modelId}`, record('管理员代填'));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);

  // The department.
  const { id: departmentId } = await api(request, admin, 'post', '/api/permission/Organize/Department', {
    fullName: names.department,
    enCode: `qc${s}`,
    parentId: 'org-company',
  });

  // A position in it: the department chosen in the tree is where a new position starts.
  await page.goto('/permission/position');
  await page.locator('.ant-tree').getByText(names.department, { exact: true }).click();
  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  const positionForm = page.locator('.ant-modal:visible');
  await item(positionForm, '岗位名称').locator('input').fill(names.position);
  await item(positionForm, '岗位编码').locator('input').fill(`qcPos${s}`);
  await choose(page, item(positionForm, '岗位类型').locator('.ant-select'), '专业技术岗位');
  await positionForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(rowOf(page, names.position)).toBeVisible();

  // A role.
  await page.goto('/permission/role');
  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  const roleForm = page.locator('.ant-modal:visible');
  await item(roleForm, '角色名称').locator('input').fill(names.role);
  await item(roleForm, '角色编码').locator('input').fill(`qcRole${s}`);
  await choose(page, item(roleForm, '角色类型').locator('.ant-select'), '全局');
  await roleForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(rowOf(page, names.role)).toBeVisible();
  const roles = await api(
    request,
    admin,
    'get',
    `/api/permission/Role?keyword=${encodeURIComponent(names.role)}`,
  );
  const roleId = roles.list[0].id as string;
  const positions = await api(
    request,
    admin,
    'get',
    `/api/permission/Position?organizeId=${departmentId}&keyword=${encodeURIComponent(names.position)}`,
  );
  const positionId = positions.list[0].id as string;

  // The user, in the department with the position and the role.
  await api(request, admin, 'post', '/api/permission/Users', {
    account: names.account,
    realName: `质检${s}`,
    organizeId: departmentId,
    positionId,
    roleId,
  });

  // The grant, in the role's permission matrix.
  await rowOf(page, names.role).getByRole('button', { name: '角色权限' }).click();
  const matrix = dialogTitled(page, '角色权限');
  await expect(matrix.getByRole('tab', { name: /菜单权限/ })).toBeVisible();
  await tick(matrix, names.form);
  await matrix.getByRole('tab', { name: /按钮权限/ }).click();
  await tick(matrix, '新建');
  await tick(matrix, '详情');
  await matrix.getByRole('tab', { name: /列表权限/ }).click();
  await tick(matrix, '申请人');
  await tick(matrix, '请假类型');
  await matrix.getByRole('tab', { name: /数据权限/ }).click();
  await tick(matrix, '本人创建的数据');
  await expect(matrix.getByRole('tab', { name: /数据权限 \(已选 1 \/ 5\)/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}matrix.png` });
  await matrix.getByRole('button', { name: spaced('保存') }).click();
  await expect(page.getByText('权限已保存，相关用户的下一次请求即按新权限生效')).toBeVisible();
  await expect(matrix).toBeHidden();

  // The user signs in with the password the administrator set and meets exactly the grant.
  const userContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
  const user = await userContext.newPage();
  await user.goto('/login');
  await user.getByPlaceholder('请输入账号').fill(names.account);
  await user.getByPlaceholder('请输入密码').fill('0000');
  await user.getByRole('button', { name: /登\s*录/ }).click();
  await expect(user).toHaveURL(/\/force-change-password$/);
  await user.getByLabel('旧密码').fill('0000');
  await user.getByLabel('新密码').fill('Quality2026');
  await user.getByLabel('确认密码').fill('Quality2026');
  await user.getByRole('button', { name: '确认修改' }).click();
  await expect(user).toHaveURL(/\/home$/);
  // Changing the password ended the first session; the API is called with a session of the new one.
  const userToken = await tokenOf(request, names.account, 'Quality2026');

  const sidebar = user.locator('.fw-sidebar');
  await openFolder(user, '在线开发');
  await expect(sidebar.getByRole('menuitem', { name: names.form })).toBeVisible();
  await expect(sidebar.getByRole('menuitem', { name: '组织权限', exact: true })).toHaveCount(0);
  await expect(sidebar.getByRole('menuitem', { name: '系统管理', exact: true })).toHaveCount(0);
  await sidebar.getByRole('menuitem', { name: names.form }).click();
  const content = user.locator('main');
  await expect.poll(() => headers(content)).toEqual(['申请人', '请假类型']);
  // The administrator's record is not theirs.
  await expect(content.getByText('暂无数据')).toBeVisible();
  await expect(content.getByRole('button', { name: /新\s*增/ })).toBeVisible();
  await expect(content.getByRole('button', { name: /导\s*出/ })).toHaveCount(0);
  await expect(content.getByRole('button', { name: /批量删除/ })).toHaveCount(0);
  await user.screenshot({ path: `${SHOTS}user-list.png` });

  // Their own record is theirs to add and see, with 详情 and nothing else on the row.
  const mine = await api(
    request,
    userToken,
    'post',
    `/api/visualdev/OnlineDev/${modelId}`,
    record('质检本人'),
  );
  await user.reload();
  const row = rowOf(user, '质检本人');
  await expect(row).toBeVisible();
  await expect(rowOf(user, '管理员代填')).toHaveCount(0);
  await expect(row.getByRole('button', { name: '详情' })).toBeVisible();
  await expect(row.getByRole('button', { name: '编辑' })).toHaveCount(0);
  await expect(row.getByRole('button', { name: '删除' })).toHaveCount(0);

  // The server refuses what the screen does not offer.
  const refused = async (method: 'get' | 'post' | 'put' | 'delete', url: string, data?: unknown) => {
    const answer = await request[method](url, {
      headers: { Authorization: userToken },
      ...(data ? { data } : {}),
    });
    return (await answer.json()).code;
  };
  const recordId = typeof mine === 'string' ? mine : (mine?.id as string | undefined);
  expect(await refused('delete', `/api/visualdev/OnlineDev/${modelId}/${recordId}`)).toBe(403);
  expect(await refused('put', `/api/visualdev/OnlineDev/${modelId}/${recordId}`, record('改过'))).toBe(403);
  expect(
    await refused('post', `/api/visualdev/OnlineDev/${modelId}/Actions/Export`, {
      dataType: 1,
      selectKey: ['applicant'],
    }),
  ).toBe(403);
  expect(await refused('get', '/api/permission/Role')).toBe(403);
  const listed = await api(request, userToken, 'post', `/api/visualdev/OnlineDev/${modelId}/List`, {
    currentPage: 1,
    pageSize: 20,
  });
  expect(listed.list.map((r: Record<string, unknown>) => r.applicant)).toEqual(['质检本人']);
  await userContext.close();
});
