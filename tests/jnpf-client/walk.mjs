// The screens of the JNPF web client the compatibility walk visits, in order, and the steps that
// reach each one. A menu screen is opened by the path the client itself gave its menu entry.

/** Signs in on the client's login page as a person would. */
async function signIn(page, { account, password }) {
  await page.goto('/login');
  await page.locator('input[name="account"]').fill(account);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button.login-btn').click();
  await page.waitForURL(/\/home/, { timeout: 30_000 });
}

/** The client's own route for a menu entry, by its Chinese name; undefined when it has none. */
async function menuPath(page, fullName) {
  return page.evaluate((name) => {
    const app = document.querySelector('#app')?.__vue__;
    const find = (list) => {
      for (const entry of list ?? []) {
        if (entry.fullName === name) return entry;
        const inner = find(entry.children);
        if (inner) return inner;
      }
      return undefined;
    };
    return find(app?.$store?.getters?.menuList)?.path;
  }, fullName);
}

/** Moves the client's router, as a click on the side menu does. */
async function routeTo(page, path) {
  await page.evaluate((to) => {
    const router = document.querySelector('#app')?.__vue__?.$router;
    // The route object is not sent back: it refers to the whole component tree.
    return router?.push(to).then(
      () => undefined,
      () => undefined,
    );
  }, path);
}

/** Opens a menu screen; answers a problem to record when it cannot be reached. */
function viaMenu(fullName, jnpfPath) {
  return async (page) => {
    const path = await menuPath(page, fullName);
    if (!path) return `no menu entry ${fullName} (the JNPF client's own page is ${jnpfPath})`;
    await routeTo(page, path);
    await page.waitForTimeout(300);
    if (new URL(page.url()).pathname === '/404')
      return `menu path ${path} has no view in the client (its page is ${jnpfPath})`;
    return undefined;
  };
}

/** A value for a text field, by its label: phone numbers must look like one. */
const textFor = (label) =>
  /电话|手机/.test(label) ? '13800000000' : /邮箱/.test(label) ? 'walk@example.com' : 'JNPF walk';

/**
 * Fills every empty field of a form as a person would: text typed, a date typed and confirmed,
 * the first option of a select chosen, numbers set to 1.
 */
async function fillForm(page, form) {
  const emptySelects = [];
  const items = form.locator('.el-form-item');
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    if (!(await item.isVisible())) continue;
    const label = (
      (await item
        .locator('.el-form-item__label')
        .first()
        .textContent()
        .catch(() => '')) ?? ''
    ).trim();
    const content = item.locator('> .el-form-item__content');
    const date = content.locator('.el-date-editor input').first();
    const select = content.locator('.el-select input').first();
    const input = content.locator('input.el-input__inner:not([readonly]), textarea').first();
    if (await date.isVisible().catch(() => false)) {
      if (await date.inputValue()) continue;
      await date.fill('2026-01-05');
      await date.press('Enter');
    } else if (await select.isVisible().catch(() => false)) {
      if (await select.inputValue()) continue;
      await select.click();
      const option = page.locator('.el-select-dropdown:visible .el-select-dropdown__item').first();
      // The dropdown opens on the client's next render, after the click has returned.
      const offered = await option
        .waitFor({ state: 'visible', timeout: 3_000 })
        .then(() => true)
        .catch(() => false);
      if (offered) await option.click();
      else {
        await page.keyboard.press('Escape');
        emptySelects.push(label);
      }
    } else if (await input.isVisible().catch(() => false)) {
      if (await input.inputValue()) continue;
      const numeric = await input.evaluate((el) => el.closest('.el-input-number') !== null);
      await input.fill(numeric ? '1' : textFor(label)).catch(() => undefined);
    }
  }
  return emptySelects;
}

/** Opens the add form of the list on screen, fills it and saves. */
async function addLeaveRequest(page) {
  const add = page
    .locator('.JNPF-common-layout button')
    .filter({ hasText: /新\s*增/ })
    .first();
  if (!(await add.isVisible().catch(() => false))) return 'the list shows no 新增 button';
  await add.click();
  const form = page.locator('.el-dialog:visible, .el-drawer:visible, .JNPF-preview-main:visible').last();
  await form.waitFor({ timeout: 10_000 });
  const emptySelects = await fillForm(page, form);
  const save = form
    .locator('button')
    .filter({ hasText: /确\s*定|保\s*存|提\s*交/ })
    .first();
  if (!(await save.isVisible().catch(() => false))) return 'the add form shows no 确定/保存 button';
  await save.click();
  const saved = await page
    .locator('.el-message--success')
    .first()
    .waitFor({ timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (saved) return undefined;
  // Say why: the messages the form shows under its fields.
  const complaints = await form
    .locator('.el-form-item.is-error')
    .evaluateAll((items) =>
      items.map((item) => {
        const label = item.querySelector('.el-form-item__label')?.textContent?.trim() ?? '';
        const error = item.querySelector('.el-form-item__error')?.textContent?.trim() ?? '';
        return `${label}: ${error}`;
      }),
    )
    .catch(() => []);
  const empty = emptySelects.length ? `; these selects offered no option: ${emptySelects.join(', ')}` : '';
  return `saving showed no success message${complaints.length ? ` (the form says ${complaints.join('; ')})` : ''}${empty}`;
}

/**
 * The chat socket the client's header opens on every page, at its production path
 * (`/websocket/{token}`): it must be answered in JNPF's protocol, whose first message from the
 * server is initMessage (who is online, unread counts).
 */
async function chatSocket(page) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const socket = page.jnpfSockets.find((entry) => new URL(entry.url).pathname.startsWith('/websocket/'));
    const initial = socket?.received
      .map((text) => {
        try {
          return JSON.parse(text);
        } catch {
          return undefined;
        }
      })
      .find((message) => message?.method === 'initMessage');
    if (initial) return undefined;
    await page.waitForTimeout(250);
  }
  const opened = page.jnpfSockets.map((entry) => new URL(entry.url).pathname.replace(/[^/]+$/, '{token}'));
  return `no initMessage on a /websocket/{token} socket (sockets opened: ${opened.join(', ') || 'none'})`;
}

export const SCREENS = [
  { name: 'sign-in', title: '登录', open: async () => undefined, signsIn: true },
  { name: 'home', title: '首页', open: async (page) => routeTo(page, '/home') },
  { name: 'users', title: '用户管理', open: viaMenu('用户管理', '/permission/user') },
  { name: 'organisations', title: '组织管理', open: viaMenu('组织管理', '/permission/organize') },
  { name: 'roles', title: '角色管理', open: viaMenu('角色管理', '/permission/role') },
  { name: 'dictionary', title: '数据字典', open: viaMenu('数据字典', '/systemData/dictionary') },
  { name: 'data-interfaces', title: '数据接口', open: viaMenu('数据接口', '/systemData/dataInterface') },
  { name: 'leave-list', title: '请假申请', open: viaMenu('请假申请', 'dynamicModel') },
  { name: 'leave-add', title: '请假申请 新增', open: addLeaveRequest, staysOnPage: true },
  { name: 'message-centre', title: '消息中心', open: viaMenu('消息中心', '/messageRecord') },
  { name: 'chat-socket', title: '聊天连接', open: chatSocket, staysOnPage: true },
  { name: 'code-generation', title: '代码生成', open: viaMenu('代码生成', '/generator/webForm') },
  // Screens whose calls Formwork answers in JNPF's shape beside its own.
  { name: 'online-users', title: '在线用户', open: viaMenu('在线用户', '/permission/userOnline') },
  { name: 'areas', title: '行政区划', open: viaMenu('行政区划', '/system/area') },
  { name: 'settings', title: '系统配置', open: viaMenu('系统配置', '/system/sysConfig') },
  { name: 'profile', title: '个人信息', open: viaMenu('个人信息', '/profile') },
];

export { signIn };
