import { expect, type Locator, type Page, test } from './fixtures.js';

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill('admin');
  await page.getByPlaceholder('请输入密码').fill('admin123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/** Opens a page through the classic sidebar: its directory, then the entry. */
async function open(page: Page, directory: string, entry: string) {
  const sidebar = page.locator('.fw-sidebar');
  const folder = sidebar.getByRole('menuitem', { name: directory, exact: true });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
  await sidebar.getByRole('menuitem', { name: entry, exact: true }).click();
}

const strip = (page: Page) => page.getByRole('tablist');
const tab = (page: Page, name: string) => strip(page).getByRole('tab', { name, exact: true });
const tabNames = (page: Page) => strip(page).getByRole('tab').allInnerTexts();

async function contextAction(page: Page, target: Locator, action: string) {
  // A menu closed a moment ago may still be fading out; its items must not be mistaken for these.
  await expect(page.locator('.ant-dropdown-menu:visible')).toHaveCount(0);
  await target.click({ button: 'right' });
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  // The menu fades out; the next right-click must not find this one's items still on screen.
  await expect(page.getByRole('menuitem', { name: action, exact: true })).toHaveCount(0);
}

/** Marks what the current page rendered, to tell a kept page from a fresh one. */
/** Marks the page showing `text`, once it is the one on screen (not the page being left). */
async function markView(page: Page, text: string) {
  const view = page.locator('.fw-view:visible').filter({ hasText: text });
  await expect(view).toHaveCount(1);
  await view
    .locator('> *')
    .first()
    .evaluate((element) => {
      element.setAttribute('data-marked', 'yes');
    });
}
const viewMarked = (page: Page) => page.locator('.fw-view:visible > [data-marked="yes"]');

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  // The workspace opens the first top-level entry.
  await expect(page.locator('.fw-sidebar').getByRole('menuitem', { name: '组织权限' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('a tab per page; close one, close others, close all; home stays', async ({ page }) => {
  await open(page, '系统管理', '行政区划');
  await open(page, '系统管理', '数据字典');
  await open(page, '组织权限', '用户管理');
  await expect.poll(() => tabNames(page)).toEqual(['首页', '行政区划', '数据字典', '用户管理']);
  await expect(tab(page, '用户管理')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('用户管理 - Formwork 低代码开发平台');

  // The home tab is pinned: no close button, and 关闭 is disabled in its menu.
  await expect(tab(page, '首页').getByRole('button')).toHaveCount(0);
  await tab(page, '首页').click({ button: 'right' });
  await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.keyboard.press('Escape');

  // Closing a tab that is not active stays on the page.
  await tab(page, '数据字典').getByRole('button', { name: '关闭 数据字典' }).click();
  await expect.poll(() => tabNames(page)).toEqual(['首页', '行政区划', '用户管理']);
  await expect(page).toHaveURL(/\/permission\/user$/);

  // Closing the active tab goes to the last remaining one.
  await contextAction(page, tab(page, '用户管理'), '关闭');
  await expect(page).toHaveURL(/\/system\/area$/);
  await expect.poll(() => tabNames(page)).toEqual(['首页', '行政区划']);

  await open(page, '系统管理', '数据接口');
  await open(page, '系统管理', '打印模板');
  await contextAction(page, tab(page, '数据接口'), '关闭其他');
  await expect.poll(() => tabNames(page)).toEqual(['首页', '数据接口']);
  await expect(page).toHaveURL(/\/systemData\/dataInterface$/);

  await open(page, '系统管理', '单据规则');
  await contextAction(page, tab(page, '单据规则'), '关闭所有');
  await expect.poll(() => tabNames(page)).toEqual(['首页']);
  await expect(page).toHaveURL(/\/home$/);
});

test('visited pages are kept while their tab is open; refresh shows the page afresh', async ({ page }) => {
  await open(page, '系统管理', '行政区划');
  // The area tree's first province: shown once the page has loaded its rows.
  await markView(page, '北京市');
  await tab(page, '首页').click();
  await expect(page).toHaveURL(/\/home$/);
  await tab(page, '行政区划').click();
  // Kept alive: the very same page comes back.
  await expect(viewMarked(page)).toHaveCount(1);

  await contextAction(page, tab(page, '行政区划'), '刷新');
  await expect(page).toHaveURL(/\/system\/area$/);
  await expect(page.locator('.fw-view:visible').getByText('北京市', { exact: true })).toBeVisible();
  await expect(viewMarked(page)).toHaveCount(0);
  await expect.poll(() => tabNames(page)).toEqual(['首页', '行政区划']);
});

test('without cached pages a page mounts afresh every visit', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('jnpf_useCache', 'false'));
  await page.reload();
  await open(page, '系统管理', '行政区划');
  await markView(page, '北京市');
  await tab(page, '首页').click();
  await tab(page, '行政区划').click();
  await expect(page.locator('.fw-view:visible').getByText('北京市', { exact: true })).toBeVisible();
  await expect(viewMarked(page)).toHaveCount(0);
});

test('prev and next scroll a strip too narrow for its tabs', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  for (const entry of ['组织管理', '岗位管理', '用户管理', '角色管理', '分组管理', '权限授权', '在线用户']) {
    await open(page, '组织权限', entry);
  }
  for (const entry of ['数据字典', '行政区划', '数据接口', '单据规则', '打印模板']) {
    await open(page, '系统管理', entry);
  }
  const scrollLeft = () => strip(page).evaluate((element) => element.scrollLeft);
  // The active (last) tab was scrolled into view.
  await expect(tab(page, '打印模板')).toBeInViewport();
  await expect.poll(scrollLeft).toBeGreaterThan(0);
  await expect(tab(page, '首页')).not.toBeInViewport({ ratio: 1 });

  const before = await scrollLeft();
  await page.getByRole('button', { name: '向左滚动' }).click();
  await expect.poll(scrollLeft).toBeLessThan(before);
  for (let i = 0; i < 12 && (await scrollLeft()) > 0; i++) {
    await page.getByRole('button', { name: '向左滚动' }).click();
    await page.waitForTimeout(350);
  }
  await expect(tab(page, '首页')).toBeInViewport({ ratio: 1 });

  await page.getByRole('button', { name: '向右滚动' }).click();
  await expect.poll(scrollLeft).toBeGreaterThan(0);
});

test('tabs follow the settings: hidden without tagsView, titled in the chosen language', async ({ page }) => {
  await open(page, '系统管理', '行政区划');
  await page.evaluate(() => localStorage.setItem('jnpf_language', '"en"'));
  await page.reload();
  await expect(tab(page, 'Home')).toBeVisible();
  await expect(page).toHaveTitle('Regions - Formwork 低代码开发平台');
  await tab(page, 'Home').click();
  await expect(page).toHaveTitle('Home - Formwork 低代码开发平台');

  await page.evaluate(() => localStorage.setItem('jnpf_tagsView', 'false'));
  await page.reload();
  await expect(page.getByRole('tablist')).toHaveCount(0);
});
