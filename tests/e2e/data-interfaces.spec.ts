import { api, dialogTitled, item, md5, openFolder, rowOf, signIn } from './console-helpers.js';
import { expect, type Locator, type Page, test } from './fixtures.js';

// A SQL data interface made on the 数据接口 screen: a table exposed to it, a parameter added
// without writing JSON, its rows previewed, picked from in a form's popup select, its calls logged.

const MODEL_NAME = '省份选择示例';

async function token(page: Page): Promise<string> {
  const answer = await page.request.post('/api/oauth/Login', {
    form: {
      account: 'admin',
      password: md5('admin123'),
      grant_type: 'password',
      origin: 'password',
    },
  });
  return (await answer.json()).data.token;
}

async function chooseInSelect(page: Page, field: Locator, option: string) {
  await field.locator('.ant-select-selector').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

async function openScreen(page: Page) {
  await openFolder(page, '系统管理');
  await page.locator('.fw-sidebar').getByRole('menuitem', { name: '数据接口', exact: true }).click();
  await expect(rowOf(page, '城市')).toBeVisible();
}

test('a SQL interface with a parameter is previewed, used by a popup select and logged', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1440, height: 960 });
  await signIn(page);
  await openScreen(page);

  // 可查询的表: the regions table is exposed; the users table cannot be ticked.
  await page.getByRole('button', { name: '可查询的表' }).click();
  const tables = dialogTitled(page, '可查询的表');
  await expect(tables.locator('tr', { hasText: /^users/ }).getByRole('checkbox')).toBeDisabled();
  await tables.locator('tr', { hasText: /^area/ }).getByRole('checkbox').check();
  await tables.getByRole('button', { name: /^保\s*存$/ }).click();
  await expect(tables).toBeHidden();

  await page.getByRole('button', { name: /^新\s*增$/ }).click();
  const form = page.getByRole('dialog').filter({ has: page.locator('.fw-form-item') });
  await item(form, '接口名称').getByRole('textbox').fill('省份');
  await item(form, '接口编码').getByRole('textbox').fill('provinces');
  await chooseInSelect(page, item(form, '分类'), '示例');
  await item(form, '查询内容')
    .getByRole('textbox')
    .fill('select id, full_name as "fullName" from area where level = @level order by id');
  const parameters = form.locator('.fw-sub-table');
  await parameters.getByPlaceholder('字母、数字、下划线').fill('level');
  await chooseInSelect(
    page,
    parameters
      .locator('td')
      .filter({ has: page.locator('.ant-select') })
      .first(),
    'int',
  );
  await parameters.getByRole('textbox').last().fill('1');
  await form.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(form).toBeHidden();

  // 预览: the parameter at its default, the provinces come back.
  await rowOf(page, 'provinces').getByText('预览', { exact: true }).click();
  const preview = dialogTitled(page, '预览');
  await expect(preview.getByLabel('level')).toHaveValue('1');
  await preview.getByRole('button', { name: /^预\s*览$/ }).click();
  await expect(preview.locator('.ant-table-row', { hasText: '北京' }).first()).toBeVisible();
  await preview.getByLabel('level').fill('x');
  await preview.getByRole('button', { name: /^预\s*览$/ }).click();
  await expect(preview.getByText('调用失败：level: 应为 int 类型的值')).toBeVisible();
  await preview.locator('.ant-modal-close').click();

  // A released form whose popup select reads the interface.
  const auth = await token(page);
  const found = await api(page.request, auth, 'get', '/api/system/DataInterface/getList?keyword=provinces');
  const interfaceId = found.list[0].id as string;
  const design = await api(page.request, auth, 'post', '/api/visualdev/Base', {
    fullName: MODEL_NAME,
    enCode: 'provincePicker',
    category: '示例',
    type: 1,
    webType: 2,
    formData: JSON.stringify({
      version: 1,
      kind: 'form',
      settings: { labelWidth: 100 },
      fields: [
        {
          jnpfKey: 'popupSelect',
          vModel: 'province',
          label: '省份',
          props: {
            interfaceId,
            propsValue: 'id',
            relationField: 'fullName',
            columnOptions: [{ value: 'fullName', label: '名称' }],
            hasPage: true,
            pageSize: 20,
            popupType: 'dialog',
            popupTitle: '选择省份',
          },
        },
      ],
    }),
    columnData: JSON.stringify({
      version: 1,
      kind: 'list',
      type: 1,
      hasPage: true,
      pageSize: 20,
      columnList: [{ label: '省份', prop: 'province', jnpfKey: 'popupSelect' }],
      searchList: [],
      btnsList: [{ value: 'add', label: '新增' }],
      columnBtnsList: [{ value: 'edit', label: '编辑' }],
    }),
  });
  await api(page.request, auth, 'post', `/api/visualdev/Base/${design.id}/Actions/Release`, {
    pc: 1,
    pcModuleParentId: 'menu-onlineDev',
  });
  await page.reload();
  await openFolder(page, '在线开发');
  await page.locator('.fw-sidebar').getByRole('menuitem', { name: MODEL_NAME, exact: true }).click();
  // The page left (数据接口, kept in its tab) shows until the list has loaded: click on the list.
  const list = page.locator('.fw-view:visible');
  await expect(list.getByRole('columnheader', { name: '省份' })).toBeVisible();
  await list.getByRole('button', { name: /^新\s*增$/ }).click();
  const record = page.getByRole('dialog').filter({ has: page.locator('.fw-form-item') });
  await item(record, '省份').getByRole('textbox').click();
  const picker = page
    .getByRole('dialog')
    .filter({ has: page.getByText('选择省份', { exact: true }) })
    .last();
  await picker.getByText(/^北京/).first().click();
  await picker.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(item(record, '省份').getByRole('textbox')).toHaveValue(/北京/);
  await record.getByRole('button', { name: /^确\s*定$/ }).click();
  await expect(record).toBeHidden();
  await expect(rowOf(page, '北京')).toBeVisible();

  // 调用日志: the previews and the popup's list call, newest first.
  await openScreen(page);
  await rowOf(page, 'provinces').getByText('调用日志', { exact: true }).click();
  const log = dialogTitled(page, '调用日志');
  await expect(log.locator('.ant-table-row', { hasText: '弹窗列表' }).first()).toBeVisible();
  await expect(log.locator('.ant-table-row', { hasText: '预览' }).filter({ hasText: '失败' })).toHaveCount(1);
  await expect(log.locator('.ant-table-row', { hasText: '预览' }).filter({ hasText: '成功' })).toHaveCount(1);
});
