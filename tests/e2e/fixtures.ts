import { type BrowserContext, test as base, expect } from '@playwright/test';

export type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
export { expect };

/** What the page logs for each violation it sees; the marker tells it from the app's own logs. */
const MARKER = '[csp-violation]';

/**
 * Runs in every frame before the page's own scripts. The event reaches the document whatever was
 * refused (a script, a style, an image, eval, an inline handler), also when the browser's own
 * console message does not reach the test.
 */
function reportViolations(marker: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
    console.error(`${marker} ${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}${where}`);
  });
}

/** The browser's own message for a refused load or eval names the policy. */
const BROWSER_MESSAGE = /Content[- ]Security[- ]Policy/i;

/**
 * The `test` every spec imports. A test fails when a page of any of its browser contexts (the
 * default one, or one made with browser.newContext or browser.newPage) reported a
 * Content-Security-Policy violation: the console must work under the policy the server sends.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  /**
   * The violations seen so far. A test that provokes some on purpose checks them and empties the
   * list (`cspViolations.splice(0)`); whatever is left at the end fails the test.
   */
  cspViolations: [
    async ({ browser, context }, use) => {
      const violations: string[] = [];
      const watch = (watched: BrowserContext) => {
        watched.on('console', (message) => {
          const text = message.text();
          if (text.startsWith(MARKER) || BROWSER_MESSAGE.test(text))
            violations.push(`${message.page()?.url() ?? ''}: ${text}`);
        });
        return watched.addInitScript(reportViolations, MARKER);
      };
      await watch(context);
      // Contexts the test makes itself: the script is sent before the test can open a page in them.
      // One closed straight away rejects the script; it has no page left to watch.
      const watchNew = (made: BrowserContext) => void watch(made).catch(() => undefined);
      browser.on('context', watchNew);
      try {
        await use(violations);
      } finally {
        browser.off('context', watchNew);
      }
      expect(violations, 'Content-Security-Policy violations reported by the page').toEqual([]);
    },
    { auto: true },
  ],
});
