import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runDataDir } from '../e2e-data-dir.js';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from './fixtures.js';

/**
 * The three sign-in modes (account, mobile code, sub-account), walked as a user. The mobile code is read the way a
 * person running the server reads it from the log: the e2e server runs with CODE_OUTBOX_FILE
 * (tests/playwright.config.ts), so the log sender also appends each code to that file in DATA_DIR.
 */
const OUTBOX = join(runDataDir(), 'sms-outbox.jsonl');
const STAFF_MOBILE = '13800000001';

const greeting = (page: Page, name: string) => page.getByRole('heading', { name: new RegExp(`，${name}$`) });

async function lastCodeSentTo(mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const text = await readFile(OUTBOX, 'utf8').catch(() => '');
      const sent = text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { mobile: string; code: string })
        .filter((entry) => entry.mobile === mobile);
      code = sent.at(-1)?.code;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code as string;
}

async function apiSignIn(request: APIRequestContext, account: string, password: string): Promise<string> {
  const response = await request.post('/api/oauth/Login', {
    form: {
      account,
      password: createHash('md5').update(password).digest('hex'),
      grant_type: 'password',
      origin: 'password',
    },
  });
  const body = await response.json();
  expect(body.code, body.msg).toBe(200);
  return body.data.token;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, { body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }) });
}

test.use({ viewport: { width: 1280, height: 800 } });

test('a staff member signs in with a code sent to their mobile', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '手机登录' }).click();

  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('请输入手机号', { exact: true })).toBeVisible();
  await page.getByPlaceholder('请输入手机号').fill('1380000');
  await expect(page.getByText('请输入正确的手机号')).toBeVisible();

  await page.getByPlaceholder('请输入手机号').fill(STAFF_MOBILE);
  // Found by place, not by label, so that a failure prints the label the user actually saw.
  const codeButton = page.getByRole('tabpanel').getByRole('button').first();
  await expect(codeButton).toHaveText('获取验证码');
  await codeButton.click();
  await expect(page.getByText('验证码已发送')).toBeVisible();
  await expect(codeButton).toHaveText(/^\d+s后重新获取$/);
  await expect(codeButton).toBeDisabled();

  // Asking again at once is refused by the server too, which says how long to wait.
  const again = await page.request.post('/api/oauth/SmsCode', { data: { mobile: STAFF_MOBILE } });
  expect((await again.json()).msg).toMatch(/^验证码发送过于频繁，请\d+秒后再试$/);

  await page.getByPlaceholder('请输入验证码').fill(await lastCodeSentTo(STAFF_MOBILE));
  await expect(page.getByText('请输入验证码', { exact: true })).toBeHidden();
  await shoot(page, testInfo, 'sign-in-sms');
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(greeting(page, '张三')).toBeVisible();
});

test('a wrong mobile code shows the server message and stays on the page', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '手机登录' }).click();
  // A number nobody has: the answer is the same as for a wrong code, and no account is touched.
  await page.getByPlaceholder('请输入手机号').fill('13900000009');
  await page.getByPlaceholder('请输入验证码').fill('000000');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText(/^验证码错误或已过期/)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('an administrator signs in by confirming the QR code from a signed-in app', async ({
  page,
  request,
}, testInfo) => {
  const appToken = await apiSignIn(request, 'admin', 'admin123');
  await page.goto('/login');
  const issued = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/api/oauth/QrCode'),
  );
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const { ticket } = (await (await issued).json()).data as { ticket: string };
  await expect(page.getByRole('img', { name: '登录二维码' })).toBeVisible();
  await expect(page.getByText('请使用手机 App 扫描二维码登录')).toBeVisible();
  await shoot(page, testInfo, 'sign-in-qr');

  const act = async (action: 'Scan' | 'Confirm') => {
    const response = await request.post(`/api/oauth/QrCode/${ticket}/${action}`, {
      headers: { Authorization: appToken },
    });
    expect((await response.json()).code).toBe(200);
  };
  await act('Scan');
  await expect(page.getByText('请在手机上确认登录')).toBeVisible();
  await shoot(page, testInfo, 'sign-in-qr-scanned');

  await act('Confirm');
  await expect(page).toHaveURL(/\/home$/);
  await expect(greeting(page, '管理员')).toBeVisible();
  // The page got a session of its own; the app's stays valid.
  const pageToken = await page.evaluate(() => localStorage.getItem('jnpf_token'));
  expect(pageToken).toBeTruthy();
  expect(pageToken).not.toContain(appToken.split(' ')[1]);
});

test('a sub-account signs in as mobile@account', async ({ page }, testInfo) => {
  await page.goto('/login');
  await expect(page.getByText('子账号请输入“手机号@账号”')).toBeVisible();
  await page.getByPlaceholder('请输入账号').fill(`${STAFF_MOBILE}@staff.sub`);
  await page.getByPlaceholder('请输入密码').fill('staff123');
  await shoot(page, testInfo, 'sign-in-sub-account');
  await page.getByRole('button', { name: '登录' }).click();

  await expect(page).toHaveURL(/\/home$/);
  await expect(greeting(page, '张三（子账号）')).toBeVisible();
});

test('a sub-account paired with the wrong mobile is refused like a wrong password', async ({ page }) => {
  await page.goto('/login');
  await page.getByPlaceholder('请输入账号').fill('13800000000@staff.sub');
  await page.getByPlaceholder('请输入密码').fill('staff123');
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page.getByText('账号或密码错误，请重新输入')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
