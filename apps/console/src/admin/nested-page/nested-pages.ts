import type { PageSchema } from '@formwork/schema';
import dictionaryTypes from '../dictionary/dictionary-types.page.json';
import menuButtons from '../menu/menu-buttons.page.json';
import menuColumns from '../menu/menu-columns.page.json';
import menuDataFields from '../menu/menu-data-fields.page.json';
import menuDataSchemes from '../menu/menu-data-schemes.page.json';
import menuFormFields from '../menu/menu-form-fields.page.json';

// Checked against the page meta-schema by page-files.test.ts, as every page file is.
const asPage = (json: unknown) => json as PageSchema;

/** Page schemas shown inside another page's dialog (the `nestedPage` part), by the key it names. */
export const nestedPages: ReadonlyMap<string, PageSchema> = new Map([
  ['menuButtons', asPage(menuButtons)],
  ['menuColumns', asPage(menuColumns)],
  ['menuFormFields', asPage(menuFormFields)],
  ['menuDataSchemes', asPage(menuDataSchemes)],
  ['menuDataFields', asPage(menuDataFields)],
  ['dictionaryTypes', asPage(dictionaryTypes)],
]);
