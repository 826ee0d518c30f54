import type { Language } from '../../../http/i18n/index.js';
import { generatorMessages } from '../messages.js';
import type { ModuleContext } from './context.js';
import { generatedHeader } from './generated-files.js';

const LANGUAGES: readonly Language[] = ['zh', 'zhtw', 'en'];

/** The keys of the generated catalogue. */
type WordKey = 'save' | 'cancel' | 'createTitle' | 'editTitle' | 'detailTitle';
type Words = Record<WordKey, Record<Language, string>>;

/** A word of the screens a generated module draws, as the generator's catalogue has it. */
type StockWord = keyof typeof generatorMessages.messages.zh.word;

/** Button words every design may carry as JNPF's designer stores them (确 定, 取 消). */
const STOCK_BUTTON_WORDS: readonly StockWord[] = ['save', 'ok', 'cancel', 'close'];

const wordIn = (language: Language, word: StockWord): string =>
  generatorMessages.messages[language].word[word];

const inEvery = (word: StockWord): Record<Language, string> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, wordIn(language, word)])) as Record<
    Language,
    string
  >;

/**
 * A button's words: the design's own when its designer wrote some (kept as written in every
 * language, since the design has no translation of them), else the stock word in each language.
 * A stock word the designer left in, in any language and however spaced, is translated as stock.
 */
function buttonWords(own: string | undefined, fallback: StockWord): Record<Language, string> {
  const plain = own?.replace(/\s+/g, '').toLowerCase();
  if (!own || !plain) return inEvery(fallback);
  const stock = STOCK_BUTTON_WORDS.find((key) =>
    LANGUAGES.some((language) => wordIn(language, key).replace(/\s+/g, '').toLowerCase() === plain),
  );
  return stock ? inEvery(stock) : { zh: own, zhtw: own, en: own };
}

export function moduleWords(context: ModuleContext): Words {
  const { settings } = context.design.form;
  return {
    save: buttonWords(settings.confirmButtonText, 'save'),
    cancel: buttonWords(settings.cancelButtonText, 'cancel'),
    createTitle: inEvery('createTitle'),
    editTitle: inEvery('editTitle'),
    detailTitle: inEvery('detailTitle'),
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
