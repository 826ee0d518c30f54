import { runtimeWord } from '@formwork/runtime';
import { localizePage, type PageSchema, pageWord, validatePage } from '@formwork/schema';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('./**/*.page.json', { eager: true, import: 'default' });

/** A text written as a key (`role.fullName`) rather than as words. */
const KEY = /^[A-Za-z][\w-]*(\.[\w-]+)+$/;

/**
 * The texts of a page written as keys that name no words, neither the page's nor the runtime's.
 * Every language has the keys Chinese has (validatePage), so Chinese is the one to look in.
 */
function unworded(page: PageSchema): string[] {
  const word = pageWord(page.messages, 'zh', (key) => runtimeWord('zh', key));
  const missing = new Set<string>();
  localizePage(page, (text) => {
    const worded = word(text);
    if (worded === text && KEY.test(text)) missing.add(text);
    return worded;
  });
  return [...missing];
}

describe('administration page files', () => {
  const entries = Object.entries(files);

  it('are found', () => {
    expect(entries.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        './position/position.page.json',
        './role/role.page.json',
        './group/group.page.json',
        './authorize/authorize.page.json',
        './online-user/online-user.page.json',
        './user/user.page.json',
        './menu/menu.page.json',
        './menu/menu-buttons.page.json',
        './menu/menu-columns.page.json',
        './menu/menu-form-fields.page.json',
        './menu/menu-data-schemes.page.json',
        './menu/menu-data-fields.page.json',
        './organize/organize.page.json',
        './portal/portal.page.json',
        './data-interface/data-interface.page.json',
        './sys-config/sys-config.page.json',
        './sys-log/sys-log.page.json',
        './dictionary/dictionary.page.json',
        './dictionary/dictionary-types.page.json',
        './dictionary/dictionary-menu.page.json',
        './area/area.page.json',
        './bill-rule/bill-rule.page.json',
        './print-dev/print-dev.page.json',
      ]),
    );
  });

  it.each(entries)('%s is a valid page', (_path, page) => {
    expect(validatePage(page)).toEqual([]);
  });

  it.each(entries)('%s has words for every key it names', (_path, page) => {
    expect(unworded(page as PageSchema)).toEqual([]);
  });
});
