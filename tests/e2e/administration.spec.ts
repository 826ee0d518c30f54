import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type ExcelJSModule from 'exceljs';
import { api, dialogTitled, item, md5, openFolder, rowOf, signIn } from './console-helpers.js';
import { type APIRequestContext, expect, type Locator, type Page, test } from './fixtures.js';

// The people-and-permissions journey of an administrator, on the real server: a department, a
// position, a role and a user in it; the role granted one released form with only its add and
// detail buttons, two columns and the "own records" scheme; the user signs in and meets exactly
// that, and the API refuses the rest.

const SHOTS = 'test-results/administration/';
// The server's Excel library, to write the sheet a person would fill in and read the one downloaded.
const ExcelJS = createRequire(new URL('../../apps/server/package.json', import.meta.url))(
  'exceljs',
) as typeof ExcelJSModule;
const LEAVE_MODEL = 'visualdev-leaveRequest';

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

/**
 * Picks an option of a form's select or tree select by its label, and closes the list. `search`
 * types the option first: a tree select shows its top level only until searched or unfolded.
 */
async function pick(page: Page, form: Locator, label: string, option: string, search = false) {
  await item(form, label).locator('.ant-select-selector').click();
  if (search) await page.keyboard.type(option);
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).first().click();
  // A multiple choice keeps its list open: a click on the dialog's title closes it.
  await form.locator('.ant-modal-title').click();
  await expect(item(form, label)).toContainText(option);
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

  // The department, under the seeded company.
  await page.goto('/permission/organize');
  await page.getByRole('button', { name: '新建部门' }).click();
  const departmentForm = page.locator('.ant-modal:visible');
  await pick(page, departmentForm, '所属组织', '示例科技有限公司');
  await item(departmentForm, '部门名称').locator('input').fill(names.department);
  await item(departmentForm, '部门编码').locator('input').fill(`qc${s}`);
  await page.screenshot({ path: `${SHOTS}department-form.png` });
  await departmentForm.getByRole('button', { name: spaced('确定') }).click();
  await expect(departmentForm).toBeHidden();
  await expect(rowOf(page, names.department)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}organizations.png` });

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

  // The user, in the department with the position and the role; then the password they start with.
  await page.goto('/permission/user');
  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  const userForm = page.locator('.ant-modal:visible');
  await item(userForm, '账户').locator('input').fill(names.account);
  await item(userForm, '姓名').locator('input').fill(`质检${s}`);
  await pick(page, userForm, '性别', '男');
  await pick(page, userForm, '所属组织', names.department, true);
  await pick(page, userForm, '岗位', names.position);
  await pick(page, userForm, '角色', names.role);
  await page.screenshot({ path: `${SHOTS}user-form.png` });
  await userForm.getByRole('button', { name: spaced('确定') }).click();
  // The administrator is told the password the new user starts with, until they close the notice.
  const created = page.locator('.ant-modal-confirm').filter({ hasText: '初始密码为 0000' });
  await expect(created).toBeVisible();
  await created.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
  const userRow = rowOf(page, names.account);
  await expect(userRow).toContainText(names.department);
  await userRow.getByRole('button', { name: '重置密码' }).click();
  const reset = page.locator('.ant-modal:visible');
  await item(reset, '新密码').locator('input').fill('Start2026');
  await item(reset, '确认新密码').locator('input').fill('Start2027');
  await reset.getByRole('button', { name: spaced('确定') }).click();
  await expect(reset.getByText('两次密码输入不一致')).toBeVisible();
  await item(reset, '确认新密码').locator('input').fill('Start2026');
  await reset.getByRole('button', { name: spaced('确定') }).click();
  const told = page.locator('.ant-modal-confirm');
  await expect(told).toBeVisible();
  await told.getByRole('button', { name: spaced('确定') }).click();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);

  // The grant, in the role's permission matrix.
  await page.goto('/permission/role');
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
  await user.getByPlaceholder('请输入密码').fill('Start2026');
  await user.getByRole('button', { name: /登\s*录/ }).click();
  await expect(user).toHaveURL(/\/force-change-password$/);
  await user.getByLabel('旧密码').fill('Start2026');
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

/** An .xlsx of users: a header of field names, then the rows. */
async function usersWorkbook(rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('用户');
  sheet.addRow(['account', 'realName', 'gender', 'organizeId', 'mobilePhone', 'roleId']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test('an administrator imports 50 users with 3 bad rows, downloads the refused ones, and disabling one ends their session', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(Number(process.env.E2E_JOURNEY_TIMEOUT ?? 300_000));
  const s = Date.now().toString(36).slice(-5);
  const good = Array.from({ length: 47 }, (_, i) => [
    `imp${s}${String(i + 1).padStart(2, '0')}`,
    `导入${i + 1}`,
    i % 2 ? '女' : '男',
    '示例科技有限公司/研发部',
    `139${String(i).padStart(8, '0')}`,
    // A user without a role has nothing to open and cannot sign in.
    '普通员工',
  ]);
  const bad = [
    ['admin', '重名的', '男', '研发部', ''],
    [`imp${s}bad1`, '号码错', '男', '研发部', '123'],
    [`imp${s}bad2`, '没部门', '男', '不存在的部门', ''],
  ];
  // The bad rows among the good, as a real sheet would have them.
  const rows = [
    ...good.slice(0, 10),
    bad[0],
    ...good.slice(10, 30),
    bad[1],
    ...good.slice(30),
    bad[2],
  ] as string[][];
  const file = testInfo.outputPath('users.xlsx');
  await writeFile(file, await usersWorkbook(rows));

  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/permission/user');
  await page.getByRole('button', { name: /^导\s*入$/ }).click();
  const dialog = page.locator('.ant-modal:visible');
  await dialog.getByTestId('page-import-input').setInputFiles(file);
  await dialog.getByRole('button', { name: '下一步' }).click();
  // Every row previewed, the three bad ones saying why.
  await expect(dialog.locator('.ant-table-tbody .ant-table-row')).toHaveCount(50);
  await expect(dialog.getByText('账户: 账户 admin 已存在')).toBeVisible();
  await expect(dialog.getByText('手机号码: 请正确输入您的手机号')).toBeVisible();
  await expect(dialog.getByText(/所属组织: 组织 不存在的部门 不存在/)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}import-preview.png` });
  await dialog.getByRole('button', { name: '下一步' }).click();
  await expect(dialog.getByText('正常数量条数：47条')).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText('异常数量条数：3条')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}import-result.png` });

  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '导出异常数据' }).click();
  const download = await downloading;
  const refusedFile = testInfo.outputPath('refused.xlsx');
  await download.saveAs(refusedFile);
  const refused = new ExcelJS.Workbook();
  await refused.xlsx.readFile(refusedFile);
  const accounts: string[] = [];
  refused.worksheets[0]?.eachRow((row, n) => {
    if (n > 1) accounts.push(String(row.getCell(1).value));
  });
  expect(accounts).toEqual(['admin', `imp${s}bad1`, `imp${s}bad2`]);
  await page.keyboard.press('Escape');

  // One imported user signs in; disabling them ends their session at once.
  const account = `imp${s}01`;
  const userContext = await browser.newContext({ locale: 'zh-CN' });
  const user = await userContext.newPage();
  await user.goto('/login');
  await user.getByPlaceholder('请输入账号').fill(account);
  await user.getByPlaceholder('请输入密码').fill('0000');
  await user.getByRole('button', { name: /登\s*录/ }).click();
  await expect(user).toHaveURL(/\/force-change-password$/);
  await user.getByLabel('旧密码').fill('0000');
  await user.getByLabel('新密码').fill('Import2026');
  await user.getByLabel('确认密码').fill('Import2026');
  await user.getByRole('button', { name: '确认修改' }).click();
  await expect(user).toHaveURL(/\/home$/);

  await page.getByPlaceholder('请输入关键词查询').fill(account);
  await page.getByRole('button', { name: spaced('查询') }).click();
  const row = rowOf(page, account);
  await expect(row).toHaveCount(1);
  await row.getByRole('switch').click();
  const question = page.locator('.ant-modal-confirm');
  await question.getByRole('button', { name: spaced('确定') }).click();
  await expect(row.getByRole('switch')).not.toBeChecked();
  await expect(user.getByText('账号已被禁用，请联系管理员')).toBeVisible();
  await expect(user).toHaveURL(/\/login/);
  await userContext.close();
});

test('a group gets its members from the user picker, and keeps them', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/permission/group');
  const open = async () => {
    await rowOf(page, '安全应急小组').getByRole('button', { name: '组内成员' }).click();
    return page.locator('.ant-modal:visible').filter({ hasText: '组内成员' });
  };
  let dialog = await open();
  await item(dialog, '成员').locator('.ant-select-selector').click();
  const picker = page
    .getByRole('dialog')
    .filter({ has: page.getByText('选择用户', { exact: true }) })
    .last();
  await picker.getByPlaceholder('请输入关键词').fill('张三');
  await picker.getByPlaceholder('请输入关键词').press('Enter');
  await picker.getByText(/^张三/).first().click();
  await picker.getByRole('button', { name: spaced('确定') }).click();
  await expect(picker).toBeHidden();
  await expect(item(dialog, '成员')).toContainText('张三');
  await page.screenshot({ path: `${SHOTS}group-members.png` });
  await dialog.getByRole('button', { name: spaced('确定') }).click();
  await expect(dialog).toBeHidden();

  dialog = await open();
  await expect(item(dialog, '成员')).toContainText('张三');
});
