import {
  type Catalogue,
  checkNamedRule,
  type DataProblem,
  type MessageKey as KeyOf,
  messageEntries,
  type NamedRuleName,
  type SchemaProblem,
  uiLanguages,
} from '@formwork/schema';
import i18next from 'i18next';
import {
  commonMessages,
  designMessages,
  httpMessages,
  placeMessages,
  schemaMessages,
  validationMessages,
} from './answers.js';
import { fieldMessages } from './field-labels.js';
import { currentLanguage, type Language } from './language.js';

export type MessageParams = Readonly<Record<string, string | number>>;

/** The catalogues of words every route may answer with, by the namespace their keys start with. */
export const SHARED_CATALOGUES = {
  http: httpMessages,
  place: placeMessages,
  validation: validationMessages,
  common: commonMessages,
  design: designMessages,
  schema: schemaMessages,
  field: fieldMessages,
} as const;

/**
 * Every catalogue the server words its answers with, by namespace. The domains' catalogues are
 * added to this interface, and registered, where the domains are assembled, so that http/ never
 * imports a domain and still types every key a domain answers with.
 */
export interface ServerCatalogues extends SharedCatalogues {}
type SharedCatalogues = typeof SHARED_CATALOGUES;

type WordsOf<C> = C extends Catalogue<infer T> ? T : never;

/** A key the server words a message with: a catalogue's namespace, a dot, and a key of that catalogue. */
export type MessageKey = {
  [N in keyof ServerCatalogues & string]: `${N}.${KeyOf<WordsOf<ServerCatalogues[N]>>}`;
}[keyof ServerCatalogues & string];

// Keys are flat ('oauth.locked'), so neither dots nor colons split them. The texts are plain text
// put into JSON, never HTML, so parameters are not escaped. Initialised synchronously: the
// catalogues are in memory and a message may be needed before any await.
const messages = i18next.createInstance();
void messages.init({
  resources: {},
  lng: 'zh',
  fallbackLng: 'zh',
  initAsync: false,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
});

const registered = new Map<string, Catalogue>();

/**
 * Adds catalogues to the server's words, each under the namespace it is keyed by here (which must
 * be the one it declares). Registering a namespace twice with another catalogue is a mistake.
 */
export function registerCatalogues(catalogues: Readonly<Record<string, Catalogue>>): void {
  for (const [namespace, catalogue] of Object.entries(catalogues)) {
    if (catalogue.namespace !== namespace) {
      throw new Error(`the catalogue ${catalogue.namespace} is registered as ${namespace}`);
    }
    const known = registered.get(namespace);
    if (known === catalogue) continue;
    if (known) throw new Error(`two catalogues are named ${namespace}`);
    registered.set(namespace, catalogue);
    for (const language of uiLanguages) {
      const words = Object.fromEntries(messageEntries(catalogue.messages[language], `${namespace}.`));
      messages.addResources(language, 'translation', words);
    }
  }
}

/** The catalogues registered so far, by namespace. */
export function registeredCatalogues(): ReadonlyMap<string, Catalogue> {
  return registered;
}

registerCatalogues(SHARED_CATALOGUES);

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
  return Object.hasOwn(fieldMessages.messages.zh, field)
    ? tIn(language, `field.${field}` as MessageKey)
    : undefined;
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
