import { expect, test } from './fixtures.js';

// The Content-Security-Policy the server sends, seen from the browser: markup that slips into the
// page cannot run script, the watch shared by every spec notices a refusal, and the pages that
// must work under the policy do.

test('markup put into a console page cannot run script, and the refusals are reported', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/login');
  const ran = await page.evaluate(async () => {
    const host = document.createElement('div');
    // Stands for server text wrongly rendered as HTML.
    host.innerHTML = '<img src="x" onerror="window.__xss = 1"><svg onload="window.__xss = 3"></svg>';
    document.body.append(host);
    const script = document.createElement('script');
    script.textContent = 'window.__xss = 2';
    document.body.append(script);
    const image = document.createElement('img');
    image.src = 'https://example.invalid/tracker.png';
    document.body.append(image);
    await new Promise((resolve) => setTimeout(resolve, 500));
    return (window as { __xss?: number }).__xss;
  });
  expect(ran).toBeUndefined();
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src-attr');
  await expect.poll(() => cspViolations.join('\n')).toContain('script-src-elem');
  await expect.poll(() => cspViolations.join('\n')).toContain('img-src');
  // Provoked on purpose; anything else would fail this test.
  cspViolations.splice(0);
});

test('the API documentation works under its policy, a call tried from it included', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.locator('.swagger-ui .info .title')).toContainText('Formwork API');
  const operation = page.locator('.opblock').filter({ hasText: '/api/oauth/getConfig/{account}' });
  // The documentation draws its sections as they scroll into view.
  await expect(async () => {
    await page.mouse.wheel(0, 400);
    await expect(operation).toHaveCount(1, { timeout: 500 });
  }).toPass({ timeout: 20_000 });
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByPlaceholder('account').fill('admin');
  await operation.getByRole('button', { name: 'Execute' }).click();
  await expect(operation.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
});

test('the console may frame its own pages and draws the captcha; another origin may not frame it', async ({
  page,
  baseURL,
  cspViolations,
}) => {
  await page.goto('/login');
  const own = await page.evaluate(async () => {
    const image = document.createElement('img');
    image.src = `/api/oauth/ImageCode/4/${Date.now()}`;
    const frame = document.createElement('iframe');
    frame.src = '/login';
    const loaded = (element: HTMLElement) =>
      new Promise((resolve) => element.addEventListener('load', resolve));
    document.body.append(image, frame);
    await Promise.all([loaded(image), loaded(frame)]);
    return { captchaWidth: image.naturalWidth, framedTitle: frame.contentDocument?.title };
  });
  expect(own.captchaWidth).toBeGreaterThan(0);
  // The framed sign-in page is titled with the product name, or with the sign-in title once the
  // public settings have arrived (which may be before or after the frame's load event).
  expect(own.framedTitle).toMatch(/Formwork/);
  expect(cspViolations).toEqual([]);

  // localhost and 127.0.0.1 are two origins: the console seen through the other one is a stranger.
  const stranger = new URL(baseURL as string);
  stranger.hostname = stranger.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  await page.goto(new URL('/login', stranger).href);
  await page.evaluate((target) => {
    const frame = document.createElement('iframe');
    frame.src = target;
    document.body.append(frame);
  }, new URL('/login', baseURL).href);
  await expect.poll(() => cspViolations.join('\n')).toContain('frame-ancestors');
  cspViolations.splice(0);
});
