import { createHash } from 'node:crypto';
import { CANONICAL_SHAPE_HEADERS } from '../../packages/schema/src/api/shape.js';
import { type APIRequestContext, expect, type Locator, type Page } from './fixtures.js';

// Steps and places of the console that several specs share.

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Signs in through the login page, as a person would, and waits for the workspace. */
export async function signIn(page: Page, account = 'admin', password = 'admin123') {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/home$/);
}

export const sidebarOf = (page: Page) => page.locator('.fw-sidebar');

/** Opens a folder of the side menu unless it is open already (a second click would close it). */
export async function openFolder(page: Page, name: string) {
  const folder = sidebarOf(page).getByRole('menuitem', { name, exact: true });
  if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
}

/** A form item, found by its label. */
export const item = (scope: Locator, label: string) =>
  scope.locator('.fw-form-item').filter({ has: scope.page().locator(`label[title="${label}"]`) });

export const dialogTitled = (page: Page, title: string) =>
  page.locator('.ant-modal').filter({ has: page.locator('.ant-modal-title', { hasText: title }) });

export const rowOf = (page: Page, text: string) =>
  page.locator('.ant-table-tbody .ant-table-row').filter({ hasText: text });

/**
 * Calls the API with a session's token, asking for canonical answers as the console does, and
 * expects code 200; answers the envelope's data.
 */
export async function api(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put' | 'delete',
  url: string,
  data?: unknown,
) {
  const headers = { Authorization: token, ...CANONICAL_SHAPE_HEADERS };
  const answer = await request[method](url, { headers, ...(data ? { data } : {}) });
  const body = await answer.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(200);
  return body.data;
}
