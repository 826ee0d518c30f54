import type { Catalogue, MessageKey, MessageTree } from '@formwork/schema';
import { createInstance, type i18n, type TOptions } from 'i18next';
import { saveMessages } from '../autosave/messages.js';
import { canvasMessages } from '../canvas/messages.js';
import { historyMessages } from '../history/messages.js';
import { jsonMessages } from '../json/messages.js';
import { linkageMessages } from '../linkage/messages.js';
import { listMessages } from '../list/messages.js';
import { modeMessages, tabsMessages, workbenchMessages } from '../messages.js';
import { outlineMessages } from '../outline/messages.js';
import { paletteMessages } from '../palette/messages.js';
import { previewModalMessages } from '../preview/messages.js';
import { problemsMessages } from '../problems/messages.js';
import {
  bulkMessages,
  calcMessages,
  fieldMessages,
  formMessages,
  optionsMessages,
  rulesMessages,
} from '../properties/messages.js';
import { releaseMessages } from '../release/messages.js';
import { keysMessages } from '../shortcuts/messages.js';
import { refusalMessages } from '../wording/messages.js';

export type DesignerLanguage = 'zh' | 'zhtw' | 'en';

/**
 * Every feature's catalogue, by the namespace its keys start with (`palette.search`): a catalogue
 * is registered under its own namespace, and the keys it gives are typed by the name it stands
 * under here (the catalogue test holds the two equal).
 */
const CATALOGUES = {
  workbench: workbenchMessages,
  tabs: tabsMessages,
  mode: modeMessages,
  save: saveMessages,
  release: releaseMessages,
  palette: paletteMessages,
  canvas: canvasMessages,
  outline: outlineMessages,
  field: fieldMessages,
  bulk: bulkMessages,
  rules: rulesMessages,
  options: optionsMessages,
  form: formMessages,
  calc: calcMessages,
  refusal: refusalMessages,
  history: historyMessages,
  linkage: linkageMessages,
  problems: problemsMessages,
  json: jsonMessages,
  previewModal: previewModalMessages,
  keys: keysMessages,
  list: listMessages,
} as const;

/** Every feature's catalogue by its namespace, for the test that each is named as it declares. */
export const designerCataloguesByNamespace: Readonly<Record<string, Catalogue>> = CATALOGUES;

/** Every feature's catalogue; each one's keys start with its namespace (`palette.search`). */
export const designerCatalogues: readonly Catalogue[] = Object.values(CATALOGUES);

type WordsOf<C> = C extends Catalogue<infer T> ? T : never;

/** The designer's words in simplified Chinese, catalogue by catalogue under its namespace. */
type DesignerMessages = { readonly [N in keyof typeof CATALOGUES]: WordsOf<(typeof CATALOGUES)[N]> };

/** A key of the designer's words: a namespace and a key of its catalogue (`palette.search`). */
export type DesignerKey = MessageKey<DesignerMessages>;

/**
 * A translator of the designer's words that takes only keys its catalogues have, so a misspelt
 * key does not compile; a key made at run time is asserted to be a `DesignerKey` where it is made.
 * Typed here rather than through react-i18next's global types, which the host app shares.
 */
export type DesignerT = (key: DesignerKey, options?: TOptions) => string;

/** The designer's words through `instance`, in its language at each call: for code outside components. */
export function designerText(instance: i18n): DesignerT {
  return (key, options) => instance.t(key, options ?? {});
}

/** The designer's words in one language, every catalogue under its namespace. */
function wordsIn(language: DesignerLanguage): Record<string, MessageTree> {
  return Object.fromEntries(
    designerCatalogues.map((catalogue) => [catalogue.namespace, catalogue.messages[language]]),
  );
}

/** The designer's own i18next instance, so a host app's global one is never touched. */
export function createDesignerI18n(language: DesignerLanguage = 'zh'): i18n {
  const instance = createInstance();
  void instance.init({
    lng: language,
    fallbackLng: 'zh',
    initAsync: false,
    resources: {
      zh: { translation: wordsIn('zh') },
      zhtw: { translation: wordsIn('zhtw') },
      en: { translation: wordsIn('en') },
    },
    interpolation: { escapeValue: false },
  });
  return instance;
}
