import { checkNamedRule, type DataProblem, type NamedRuleName, type SchemaProblem } from '@formwork/schema';
import i18next from 'i18next';
import { en } from './en.js';
import { currentLanguage, type Language } from './language.js';
import { type Catalogue, type MessageKey, zh } from './zh.js';
import { zhtw } from './zhtw.js';

export type { MessageKey };
export type MessageParams = Readonly<Record<string, string | number>>;

export const CATALOGUES: Readonly<Record<Language, Catalogue>> = { zh, zhtw, en };

// Keys are flat ('oauth.locked'), so neither dots nor colons split them. The texts are plain text
// put into JSON, never HTML, so parameters are not escaped. Initialised synchronously: the
// catalogues are in memory and a message may be needed before any await.
const messages = i18next.createInstance();
void messages.init({
  resources: { zh: { translation: zh }, zhtw: { translation: zhtw }, en: { translation: en } },
  lng: 'zh',
  fallbackLng: 'zh',
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

/** The message `key` in `language`, its `{{name}}` parameters filled from `params`. */
export function tIn(language: Language, key: MessageKey, params?: MessageParams): string {
  return messages.t(key, { ...params, lng: language }) as string;
}

/** The message `key` in the language of the request being answered. */
export function t(key: MessageKey, params?: MessageParams): string {
  return tIn(currentLanguage(), key, params);
}

/**
 * The label of a declared field in `language` ("所属组织" for `organizeId`), for a refusal to name
 * the field as the screen does; undefined for a field without one, which is named by its code.
 */
export function fieldLabel(field: string, language: Language = currentLanguage()): string | undefined {
  const key = `field.${field}`;
  return Object.hasOwn(zh, key) ? tIn(language, key as MessageKey) : undefined;
}

/** The named rule's message in the request's language when `value` breaks it, otherwise undefined. */
export function namedRuleProblem(name: NamedRuleName, value: string): string | undefined {
  return checkNamedRule(name, value) === undefined ? undefined : t(`schema.rule.${name}`);
}

/**
 * A problem the shared checks found in a record, in the request's language. A problem without a
 * key carries a text the form's designer wrote; that is data and is answered as written.
 */
export function problemMessage(problem: Pick<DataProblem, 'message' | 'key' | 'params'>): string {
  return problem.key ? t(`schema.${problem.key}`, problem.params) : problem.message;
}

/** How a formula is malformed (a design problem's `problem` parameter), by its message. */
const FORMULA_PROBLEMS = new Map<string, MessageKey>([
  ['empty', 'design.calc.empty'],
  ['leadingOperator', 'design.calc.leadingOperator'],
  ['badToken', 'design.calc.badToken'],
  ['unbalanced', 'design.calc.unbalanced'],
  ['alternate', 'design.calc.alternate'],
  ['trailingOperator', 'design.calc.trailingOperator'],
]);

/**
 * A problem of a form design, in the request's language by its code. A problem without one (from
 * an older check) is answered as its message was written.
 */
export function designProblemMessage(problem: Pick<SchemaProblem, 'code' | 'params' | 'message'>): string {
  const { code, params } = problem;
  if (code === undefined) return problem.message;
  if (code === 'badExpression') {
    const key = FORMULA_PROBLEMS.get(params?.problem ?? '');
    return key ? t(key, params) : problem.message;
  }
  return t(`design.${code}`, params);
}
