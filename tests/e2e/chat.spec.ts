import { deflateSync } from 'node:zlib';
import { md5, signIn } from './console-helpers.js';
import { type APIRequestContext, expect, type Page, test } from './fixtures.js';

/** A small PNG of one colour, built here so the spec needs no picture file. */
function png(width: number, height: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0x3c)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function apiToken(request: APIRequestContext, account: string, password: string): Promise<string> {
  const answer = await request.post('/api/oauth/Login', {
    form: { account, password: md5(password), grant_type: 'password' },
  });
  const body = await answer.json();
  expect(body.code).toBe(200);
  return body.data.token;
}

const chatButton = (page: Page) => page.getByRole('button', { name: '内部聊天' });
/** The number on the bell (the antd badge writes it as its title); 0 when none is shown. */
async function bellCount(page: Page): Promise<number> {
  const badge = page.locator('.ant-badge', { has: page.getByRole('button', { name: '站内消息' }) });
  const count = badge.locator('.ant-badge-count');
  if ((await count.count()) === 0) return 0;
  return Number(await count.getAttribute('title'));
}
const drawer = (page: Page) => page.locator('.fw-chat-drawer .ant-drawer-content');
const history = (page: Page) => drawer(page).locator('[role=log]');
const composer = (page: Page) => drawer(page).getByRole('textbox');
const row = (page: Page, name: string) => drawer(page).locator('.fw-chat-row').filter({ hasText: name });

/** Opens the chat and the conversation with this person, from the contacts. */
async function openContact(page: Page, keyword: string, name: string) {
  await chatButton(page).click();
  await drawer(page).getByRole('tab', { name: '联系人' }).click();
  const search = drawer(page).getByPlaceholder('搜索联系人');
  await search.fill(keyword);
  await search.press('Enter');
  await row(page, name).first().click();
  await expect(drawer(page).getByRole('region', { name })).toBeVisible();
}

test('two people chat both ways with text, emoji and a picture; forced offline ends the chat', async ({
  browser,
  request,
}, testInfo) => {
  // Two browsers on a loaded machine: each step may wait on both.
  test.setTimeout(180_000);
  const adminContext = await browser.newContext();
  const staffContext = await browser.newContext();
  const admin = await adminContext.newPage();
  const staff = await staffContext.newPage();
  await signIn(admin, 'admin', 'admin123');
  await signIn(staff, 'staff', 'staff123');
  const shot = async (page: Page, name: string) =>
    page.screenshot({ path: testInfo.outputPath(`${name}.png`) });

  // The administrator releases a notice: staff's bell counts it at once, without a reload.
  const adminToken = await apiToken(request, 'admin', 'admin123');
  // Staff's unread messages as the server counts them; the bell shows them once its socket is up.
  const staffToken = await apiToken(request, 'staff', 'staff123');
  const inbox = await request.get('/api/message?currentPage=1&pageSize=100', {
    headers: { Authorization: staffToken },
  });
  const before = ((await inbox.json()).data.list as Array<{ isRead: number }>).filter(
    (message) => message.isRead === 0,
  ).length;
  await expect.poll(() => bellCount(staff)).toBe(before);
  const created = await request.post('/api/message', {
    headers: { Authorization: adminToken },
    data: { title: `停电通知 ${Date.now()}`, bodyText: '<p>周六上午停电</p>' },
  });
  const noticeId = (await created.json()).data.id as string;
  const released = await request.put(`/api/message/${noticeId}/Actions/Release`, {
    headers: { Authorization: adminToken },
  });
  expect((await released.json()).code).toBe(200);
  await expect.poll(() => bellCount(staff)).toBe(before + 1);

  // The administrator writes first, with an emoji picked from the table.
  await openContact(admin, 'staff', '张三');
  await composer(admin).fill('你好，张三');
  await drawer(admin).locator('.fw-chat-tool[aria-label="表情"]').click();
  await admin.getByRole('option', { name: '微笑', exact: true }).click();
  await expect(composer(admin)).toHaveValue('你好，张三[微笑]');
  await composer(admin).press('Enter');
  const mine = history(admin).locator('.fw-chat-message[data-mine]').last();
  await expect(mine).toContainText('你好，张三');
  await expect(mine.locator('img[alt="[微笑]"]')).toBeVisible();
  await expect(composer(admin)).toHaveValue('');

  // Staff, chat closed: the icon blinks; opening the chat shows the unread conversation.
  await expect(chatButton(staff)).toHaveAttribute('data-blink', 'true');
  await chatButton(staff).click();
  await expect(chatButton(staff)).not.toHaveAttribute('data-blink', 'true');
  const fromAdmin = row(staff, '管理员');
  await expect(fromAdmin.locator('.ant-badge-count')).toHaveAttribute('title', '1 条未读');
  await expect(fromAdmin.locator('img[alt="[微笑]"]')).toBeVisible();
  await shot(staff, 'chat-drawer-zh');
  await fromAdmin.click();
  const received = history(staff).locator('.fw-chat-message:not([data-mine])').last();
  await expect(received).toContainText('你好，张三');
  await expect(received.locator('img[alt="[微笑]"]')).toBeVisible();

  // Staff answers with text and then a picture; the administrator's open conversation shows both.
  await composer(staff).fill('  收到，马上处理  ');
  await composer(staff).press('Enter');
  await expect(history(admin).locator('.fw-chat-message:not([data-mine])').last()).toContainText(
    '收到，马上处理',
  );
  const picked = staff.waitForEvent('filechooser');
  await drawer(staff).locator('.fw-chat-tool[aria-label="发送图片"]').click();
  await (await picked).setFiles({ name: 'chart.png', mimeType: 'image/png', buffer: png(120, 80) });
  // The picture is fetched with the session (the server shows it only to the two of them).
  const sent = history(admin).locator('.fw-chat-message:not([data-mine]) [data-picture]').last();
  await expect(sent).toHaveAttribute('data-picture', /\/api\/file\/Image\/IM\//);
  const picture = sent.locator('img');
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(120);
  await expect(history(staff).locator('.fw-chat-message[data-mine] img').last()).toBeVisible();
  await shot(admin, 'chat-conversation-zh');

  // Read on arrival while open: the administrator's list shows no count for the conversation.
  await drawer(admin).getByRole('button', { name: '返回' }).click();
  await drawer(admin).getByRole('tab', { name: '消息' }).click();
  await expect(row(admin, '张三').first()).toContainText('[图片]');
  await expect(row(admin, '张三').first().locator('.ant-badge-count')).toHaveCount(0);

  // The administrator forces staff offline: staff's page says why and shows the login.
  const forced = await request.delete('/api/system/OnlineUser/user-staff', {
    headers: { Authorization: adminToken },
  });
  expect((await forced.json()).code).toBe(200);
  await expect(staff.getByText('您已被管理员强制下线，请重新登录')).toBeVisible();
  await expect(staff).toHaveURL(/\/login/);
  expect(await staff.evaluate(() => localStorage.getItem('jnpf_token'))).toBeNull();

  await adminContext.close();
  await staffContext.close();
});

test('the chat drawer in English and on a 390 px phone', async ({ page }, testInfo) => {
  await signIn(page, 'admin', 'admin123');
  await page.evaluate(() => localStorage.setItem('jnpf_language', '"en"'));
  await page.reload();
  await page.getByRole('button', { name: 'Chat' }).click();
  const chat = drawer(page);
  await expect(chat.getByText('Chat', { exact: true })).toBeVisible();
  await expect(chat.getByRole('tab', { name: 'Messages' })).toBeVisible();
  await chat.getByRole('tab', { name: 'Contacts' }).click();
  await expect(chat.getByPlaceholder('Search contacts')).toBeVisible();
  await chat.locator('.fw-chat-row').filter({ hasText: '张三' }).first().click();
  await expect(chat.getByRole('textbox')).toHaveAttribute('placeholder', /Enter sends/);
  await chat.locator('.fw-chat-tool[aria-label="Emoji"]').click();
  await expect(page.getByRole('option', { name: 'Thumbs up', exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('chat-conversation-en.png') });
  // Escape would close the drawer too; the button closes the table.
  await chat.locator('.fw-chat-tool[aria-label="Emoji"]').click();
  await expect(page.getByRole('option', { name: 'Thumbs up', exact: true })).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  const box = await chat.boundingBox();
  expect(box?.width).toBe(390);
  // Nothing in the drawer is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('chat-conversation-390.png') });
  await chat.getByRole('button', { name: 'Back' }).click();
  await expect(chat.getByRole('tab', { name: 'Messages' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('chat-drawer-390.png') });
});
