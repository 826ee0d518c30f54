import type { MenuItem } from '@formwork/schema';
import { md5, rowOf, signIn } from './console-helpers.js';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from './fixtures.js';

// Walks every screen in English and in traditional Chinese and fails on a word left in another
// language. Words on screen that the server sent as data (record values, user and department
// names, dictionary items, a schema's field labels) may be in any language; the words of the
// shell, the runtime and the widgets, the menus and the server's messages (`msg`) may not.

const HAN = /\p{Script=Han}+/gu;

/**
 * Simplified characters whose traditional form differs, as they occur in the console's words. A
 * traditional Chinese screen holding one shows a simplified word that was not translated.
 */
const SIMPLIFIED =
  '们个为这时来说对会过还没么发后开关间问题进动实现点应样当经该将给长门见头业务东两从众优传体' +
  '内册写冲决况净减划则删别励务动区协单卖历压县参变号吗启员响围图场坏块报担据择换损挡总选这连' +
  '递边达运进适逻遗释铁银链错键长闭队阶际险随隐难页顶项预领频题颜风饰验构标样档检欢残毕气汇汉' +
  '没测浏温湾灭灯点热爱犹独环电码确积称稳穷竞笔筛简类级纪约级纯纳纵纸线组细织终绍经结绘给络统继' +
  '续维综绩编缓缩网罗职联肃脑荐获虑补装见观规视览触计订认讨让训记讲许论设访证评识诉词译试' +
  '话该详语误说请诸读调谈谢谱负责败货质贴费资赋赠车转轮软载较辑输办务产亲仅仓们价优会伪体佣' +
  '侧储党兰关兴养兽内册军农冯决况冻凉减凭击创删刹剂剧办务劳势区医华协单卖卫却厂厅历压县参双' +
  '发叙叶号叹启吴员响团园围国图圆圣场坚坛垫执扩扫扬扰护报担拟拥择挂挤挥损换据摄摆摇敌数断无旧显' +
  '晋晓暂术机杀杂权条极构枪柜标栏树档桥检楼欧残毁毕气汤沟泽洁浅测济浏浑浓涂润涨渐温湾灭灵灾' +
  '炉炼热爷牵犹狱献环现';

interface Found {
  screen: string;
  text: string;
}

/**
 * Every string the server sent as data during the walk: not a `msg`; of CurrentUser the user's
 * details, the product's name and the names of menu entries given none in the language (a
 * published design's own name), not the other menus nor the permissions.
 */
function collectData(page: Page, data: Set<string>, language: 'en' | 'zhtw') {
  const walk = (value: unknown, key = '') => {
    if (typeof value === 'string') {
      // Schemas travel as JSON text; their buttons' labels are the runtime's words, not data.
      if (key === 'confirmButtonText' || key === 'cancelButtonText') return;
      if (/^[[{]/.test(value)) {
        try {
          walk(JSON.parse(value), key);
          return;
        } catch {
          // plain text that starts with a bracket
        }
      }
      data.add(value);
    } else if (Array.isArray(value)) {
      for (const item of value) walk(item, key);
    } else if (value && typeof value === 'object') {
      for (const [name, item] of Object.entries(value)) {
        if (name === 'btnsList' || name === 'columnBtnsList') continue;
        walk(item, name);
      }
    }
  };
  const untranslated = (menus: MenuItem[]) => {
    for (const menu of menus) {
      if (!menu.fullNameI18n?.[language]) data.add(menu.fullName);
      // A data report's column titles are the administrator's words, kept in the entry's properties.
      if (menu.type === 5) walk(menu.propertyJson);
      untranslated(menu.children);
    }
  };
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.includes('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      const body = (await response.json()) as { data?: unknown };
      if (url.includes('/api/oauth/CurrentUser')) {
        // The user's own name, company and position, and the product's name, are data.
        const { menuList, userInfo, sysConfigInfo } = body.data as {
          menuList: MenuItem[];
          userInfo: unknown;
          sysConfigInfo: unknown;
        };
        untranslated(menuList);
        walk(userInfo);
        walk(sysConfigInfo);
      } else walk(body.data);
    } catch {
      // not JSON after all, or the page went away
    }
  });
}

/** The words a person sees: visible text, placeholders, titles and labels read aloud, the tab title. */
async function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // innerText, not textContent: only what is rendered, as a person sees it.
    // biome-ignore lint/performance/useDomNodeTextContent: hidden text must not count
    const words = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll<HTMLElement>('[placeholder], [title], [aria-label]')) {
      if (!element.checkVisibility()) continue;
      for (const name of ['placeholder', 'title', 'aria-label']) {
        const value = element.getAttribute(name);
        if (value) words.push(value);
      }
    }
    return words.flatMap((text) => text.split('\n')).filter((line) => line.trim() !== '');
  });
}

/**
 * Spellings of the other variety of the language: the console writes American English (as antd's
 * own English does) and the traditional Chinese used in Taiwan (訊息, 發佈).
 */
const OTHER_VARIETY: Record<'en' | 'zhtw', RegExp> = {
  en: /\b\w*(organis|centre|colour|licence|categoris|authoris|customis)\w*/gi,
  zhtw: /消息|發布/g,
};

/** Lines holding a word in the wrong language that the server did not send as data. */
function wrongWords(lines: string[], language: 'en' | 'zhtw', data: Set<string>, screen: string): Found[] {
  const sent = [...data];
  const isData = (run: string) => sent.some((value) => value.includes(run));
  const found: Found[] = [];
  for (const line of new Set(lines)) {
    const runs = [...line.matchAll(HAN)].map((match) => match[0]);
    const wrong =
      language === 'en'
        ? runs.filter((run) => !isData(run))
        : runs.filter((run) => [...run].some((char) => SIMPLIFIED.includes(char)) && !isData(run));
    const variety = [...line.matchAll(OTHER_VARIETY[language])].map((match) => match[0]);
    // Full-width punctuation against a Latin letter is Chinese punctuation left in an English sentence.
    const punctuation = language === 'en' && /[A-Za-z][，。：；]|[，。：；][A-Za-z]/.test(line) ? ['，'] : [];
    if (wrong.length + variety.filter((run) => !isData(run)).length + punctuation.length > 0)
      found.push({ screen, text: line.slice(0, 160) });
  }
  return found;
}

/** The in-app path of a menu entry, as the shell routes it. */
function pathOf(menu: MenuItem): string {
  const [address = ''] = menu.urlAddress.split('?');
  const path = address.replace(/^\/+|\/+$/g, '') || menu.enCode.replaceAll('.', '/');
  return `/${path}`;
}

async function menuPages(request: APIRequestContext): Promise<Array<{ path: string; name: string }>> {
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const token = (await login.json()).data.token as string;
  const user = await (
    await request.get('/api/oauth/CurrentUser', { headers: { Authorization: token } })
  ).json();
  const all = (menus: MenuItem[]): MenuItem[] => menus.flatMap((menu) => [menu, ...all(menu.children)]);
  // Directories only group entries; links leave the console.
  return all(user.data.menuList as MenuItem[])
    .filter((menu) => menu.type !== 1 && menu.type !== 6 && menu.type !== 7)
    .map((menu) => ({ path: pathOf(menu), name: menu.enCode }));
}

/** A button's name: antd puts a space between the two characters of a two-character Chinese label. */
const named = (word: string) => new RegExp(`^${[...word].join('\\s*')}$`);

async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
}

async function chooseLanguage(page: Page, button: RegExp, language: string) {
  await page.getByRole('button', { name: button }).first().click();
  await page.getByRole('menuitem', { name: language }).click();
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });
}

/** Puts admin's stored language back to Chinese, so the specs after this one sign in as before. */
async function restoreChinese(request: APIRequestContext) {
  const login = await request.post('/api/oauth/Login', {
    form: { account: 'admin', password: md5('admin123'), grant_type: 'password' },
  });
  const token = (await login.json()).data.token as string;
  await request.put('/api/permission/Users/Current/SystemLanguage', {
    headers: { Authorization: token },
    data: { language: 'zh' },
  });
}

test.afterAll(async ({ request }) => {
  await restoreChinese(request);
});

for (const [language, label, wording] of [
  [
    'en',
    'English',
    {
      add: 'Add',
      ok: 'OK',
      required: 'Required',
      remove: 'Delete',
      confirm: 'Confirm',
      grant: 'Set permissions',
      buttons: 'Buttons',
    },
  ],
  [
    'zhtw',
    '繁體中文',
    {
      add: '新增',
      ok: '確定',
      required: '不能為空',
      remove: '刪除',
      confirm: '提示',
      grant: '設定權限',
      buttons: '按鈕權限',
    },
  ],
] as const) {
  test(`every screen speaks ${language}`, async ({ page, request }, testInfo) => {
    test.setTimeout(600_000);
    const data = new Set<string>();
    collectData(page, data, language);
    await signIn(page);
    await chooseLanguage(page, /^(语言|語言|Language)$/, label);
    await settle(page);
    const found: Found[] = [];
    const check = async (screen: string) => {
      found.push(...wrongWords(await visibleWords(page), language, data, screen));
    };
    await check('home');
    await shoot(page, testInfo, `${language}-home`);

    for (const { path, name } of await menuPages(request)) {
      await page.goto(path);
      await settle(page);
      await check(name);
      await shoot(page, testInfo, `${language}-${name}`);
    }

    // Back home, the pages just walked are recent visits, each with how long ago it was.
    await page.goto('/home');
    await settle(page);
    await check('home after the walk');
    await shoot(page, testInfo, `${language}-home-after`);

    // The generated list, its add form with a rule's message, and a delete's question.
    await page.goto('/onlineDev/leaveRequest');
    await settle(page);
    await page.getByRole('button', { name: named(wording.add) }).click();
    const dialog = page.locator('.ant-modal').filter({ has: page.locator('.fw-form-item') });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: named(wording.ok) }).click();
    await expect(dialog.getByText(wording.required).first()).toBeVisible();
    await check('leave request: add form');
    await shoot(page, testInfo, `${language}-add-form`);
    await page.keyboard.press('Escape');
    const question = page.locator('.ant-modal-confirm');
    if (await question.isVisible()) await question.getByRole('button', { name: named(wording.ok) }).click();
    await expect(dialog).toBeHidden();

    const first = rowOf(page, '').first();
    await first.getByRole('button', { name: named(wording.remove) }).click();
    await expect(question).toBeVisible();
    await expect(question).toContainText(wording.confirm);
    await check('leave request: delete question');
    await shoot(page, testInfo, `${language}-delete-question`);
    await question.locator('.ant-btn').first().click();
    await expect(question).toBeHidden();

    // The authorization matrix of a role, on its buttons tab.
    await page.goto('/permission/authorize');
    await settle(page);
    await rowOf(page, '').first().getByRole('button', { name: wording.grant }).click();
    const matrix = page.locator('.fw-authorize-matrix');
    await matrix.getByRole('tab', { name: new RegExp(wording.buttons) }).click();
    await settle(page);
    await check('authorization matrix');
    await shoot(page, testInfo, `${language}-authorization-matrix`);
    await page.keyboard.press('Escape');
    await expect(matrix).toBeHidden();

    await chooseLanguage(page, /^(语言|語言|Language)$/, '简体中文');
    expect(found, 'words left in another language').toEqual([]);
  });
}

test('the language chosen on one browser is the one a fresh browser signs in with', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  await chooseLanguage(page, /^语言$/, 'English');
  await expect(page.getByText('Switch Language Success')).toBeVisible();
  const fresh = await browser.newContext({ locale: 'zh-CN' });
  try {
    const other = await fresh.newPage();
    await signIn(other);
    await expect(other.getByRole('button', { name: 'Lock screen' })).toBeVisible();
    await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  } finally {
    await fresh.close();
  }
  await chooseLanguage(page, /^Language$/, '简体中文');
  await expect(page.getByText('切换成功')).toBeVisible();
});
