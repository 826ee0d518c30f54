import type { Catalogue, MessageTree } from '@formwork/schema';
import { createInstance, type i18n } from 'i18next';
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

/** Every feature's catalogue; each one's keys start with its namespace (`palette.search`). */
export const designerCatalogues: readonly Catalogue[] = [
  workbenchMessages,
  tabsMessages,
  modeMessages,
  saveMessages,
  releaseMessages,
  paletteMessages,
  canvasMessages,
  outlineMessages,
  fieldMessages,
  bulkMessages,
  rulesMessages,
  optionsMessages,
  formMessages,
  calcMessages,
  refusalMessages,
  historyMessages,
  linkageMessages,
  problemsMessages,
  jsonMessages,
  previewModalMessages,
  keysMessages,
  listMessages,
];

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
