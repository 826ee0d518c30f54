import {
  type Catalogue,
  type DataProblem,
  type MessageKey,
  type MessageTree,
  type Translation,
  type UiLanguage,
  uiLanguages,
} from '@formwork/schema';
import { createInstance, type TOptions } from 'i18next';
import { formMessages } from '../form/messages.js';
import type { FormLanguage } from '../form/types.js';
import { schemaMessages } from '../form/validation/messages.js';
import { listMessages } from '../list/messages.js';
import { importMessages } from '../page/import/messages.js';
import { pageMessages } from '../page/messages.js';

export const RUNTIME_NS = 'runtime';

/** Every feature's catalogue, by the group its keys start with (`list.search`). */
const CATALOGUES = {
  list: listMessages,
  import: importMessages,
  page: pageMessages,
  form: formMessages,
  schema: schemaMessages,
} as const;

type WordsOf<C> = C extends Catalogue<infer T> ? T : never;

/** The runtime's words in simplified Chinese, group by group, as its translator reads them. */
export type RuntimeMessages = { readonly [G in keyof typeof CATALOGUES]: WordsOf<(typeof CATALOGUES)[G]> };

/** A key of the runtime's words: a group and a key of its catalogue (`list.search`). */
export type RuntimeKey = MessageKey<RuntimeMessages>;

/** The catalogues the runtime's translator reads, for the test that every key is worded and used. */
export const runtimeCatalogues: readonly Catalogue[] = Object.values(CATALOGUES);

/** The runtime's words in one language, every group under its name. */
function wordsIn(language: UiLanguage): Translation<RuntimeMessages> {
  const words: Record<string, MessageTree> = {};
  for (const [group, catalogue] of Object.entries(CATALOGUES)) words[group] = catalogue.messages[language];
  return words as Translation<RuntimeMessages>;
}

/** The runtime's own i18next instance, so a host app's instance and its languages are never touched. */
export const runtimeI18n = createInstance();
void runtimeI18n.init({
  lng: 'zh',
  fallbackLng: 'zh',
  supportedLngs: ['zh', 'zhtw', 'en'],
  ns: [RUNTIME_NS],
  defaultNS: RUNTIME_NS,
  initAsync: false,
  resources: Object.fromEntries(
    uiLanguages.map((language) => [language, { [RUNTIME_NS]: wordsIn(language) }]),
  ),
  interpolation: { escapeValue: false },
});

/**
 * A translator of the runtime's words; code outside React is handed one. It takes only keys the
 * catalogues have: a key made at run time is asserted to be a `RuntimeKey` where it is made.
 */
export type RuntimeT = (key: RuntimeKey, options?: TOptions) => string;

const fixed = new Map<FormLanguage, RuntimeT>();

/** The runtime's words in `language`, Chinese when none is given; one function per language. */
export function runtimeText(language: FormLanguage = 'zh'): RuntimeT {
  const known = fixed.get(language);
  if (known) return known;
  const fixedT = runtimeI18n.getFixedT(language, RUNTIME_NS);
  const t: RuntimeT = (key, options) => fixedT(key, options ?? {}) as string;
  fixed.set(language, t);
  return t;
}

/**
 * The schema's own words for a button, unless they are the runtime's Chinese default for it (JNPF's
 * designer stores 新增, 确 定 and the like in every schema): then the default in the user's language.
 */
export function ownOrDefault(own: string | undefined, t: RuntimeT, key: RuntimeKey): string {
  const plain = own?.replace(/\s+/g, '');
  return own && plain && plain !== runtimeText('zh')(key) ? own : t(key);
}

/**
 * A problem of the shared checks in the user's language by its key; a message without one
 * (a form's own regList text, or an answer from an older server) is shown as it came.
 */
export function problemText(t: RuntimeT, problem: Pick<DataProblem, 'message' | 'key' | 'params'>): string {
  if (!problem.key) return problem.message;
  return t(`schema.${problem.key}` as RuntimeKey, { ...problem.params, defaultValue: problem.message });
}
