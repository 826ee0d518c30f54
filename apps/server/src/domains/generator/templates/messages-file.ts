import type { Language, MessageKey } from '../../../http/i18n/index.js';
import { tIn } from '../../../http/i18n/index.js';
import type { ModuleContext } from './context.js';
import { generatedHeader } from './generated-files.js';

const LANGUAGES: readonly Language[] = ['zh', 'zhtw', 'en'];

/** The keys of the generated catalogue. */
type WordKey = 'save' | 'cancel' | 'createTitle' | 'editTitle' | 'detailTitle';
type Words = Record<WordKey, Record<Language, string>>;

/** Button words every design may carry as JNPF's designer stores them (确 定, 取 消). */
const STOCK_BUTTON_WORDS: readonly MessageKey[] = [
  'generator.word.save',
  'generator.word.ok',
  'generator.word.cancel',
  'generator.word.close',
];

const inEvery = (key: MessageKey): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, tIn(language, key)])) as Record<Language, string>;

/**
 * A button's words: the design's own when its designer wrote some (kept as written in every
 * language, since the design has no translation of them), else the stock word in each language.
 * A stock word the designer left in, in any language and however spaced, is translated as stock.
 */
function buttonWords(own: string | undefined, fallback: MessageKey): Record<Language, string> {
  const plain = own?.replace(/\s+/g, '').toLowerCase();
  if (!own || !plain) return inEvery(fallback);
  const stock = STOCK_BUTTON_WORDS.find((key) =>
    LANGUAGES.some((language) => tIn(language, key).replace(/\s+/g, '').toLowerCase() === plain),
  );
  return stock ? inEvery(stock) : { zh: own, zhtw: own, en: own };
}

export function moduleWords(context: ModuleContext): Words {
  const { settings } = context.design.form;
  return {
    save: buttonWords(settings.confirmButtonText, 'generator.word.save'),
    cancel: buttonWords(settings.cancelButtonText, 'generator.word.cancel'),
    createTitle: inEvery('generator.word.createTitle'),
    editTitle: inEvery('generator.word.editTitle'),
    detailTitle: inEvery('generator.word.detailTitle'),
  };
}

/**
 * The catalogue of the words the module's screens show beside the design's own (labels and the
 * list's buttons, which the runtime words itself), one entry per language the runtime speaks,
 * and the hook that picks the user's language from `<RuntimeProvider>`.
 */
export function messagesFile(context: ModuleContext): string {
  const words = moduleWords(context);
  const keys = Object.keys(words) as WordKey[];
  const catalogue = LANGUAGES.map((language) => {
    const entries = keys.map((key) => `    ${key}: ${JSON.stringify(words[key][language])},`).join('\n');
    return `  ${language}: {\n${entries}\n  },`;
  }).join('\n');
  return `${generatedHeader(context)}
import { useRuntimeLanguage } from '@formwork/runtime';

/** The words of this module's screens, by key. */
export type ModuleWords = {
${keys.map((key) => `  ${key}: string;`).join('\n')}
};

/** The languages of \`<RuntimeProvider language>\`: simplified Chinese, traditional Chinese, English. */
export type ModuleLanguage = ${LANGUAGES.map((language) => JSON.stringify(language)).join(' | ')};

/** Every word in every language the runtime speaks. */
export const messages: Record<ModuleLanguage, ModuleWords> = {
${catalogue}
};

/** The module's words in the user's language (\`<RuntimeProvider value={{ language }}>\`). */
export function useModuleWords(): ModuleWords {
  return messages[useRuntimeLanguage()];
}
`;
}
