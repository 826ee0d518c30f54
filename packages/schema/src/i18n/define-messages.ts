/** The three languages every word of the product is written in. */
export const uiLanguages = ['zh', 'zhtw', 'en'] as const;
export type UiLanguage = (typeof uiLanguages)[number];

/** A feature's words in one language: nested groups whose leaves are texts. */
export interface MessageTree {
  readonly [key: string]: string | MessageTree;
}

/** The same keys as `T` at every depth, each leaf any text: what a translation of `T` must have. */
export type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Every dotted path to a text in `T` (`tabs.close`): the keys a translator of `T` accepts. */
export type MessageKey<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : MessageKey<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** One feature's words in all three languages, under the namespace its package's translator knows it by. */
export interface Catalogue<T extends MessageTree = MessageTree> {
  readonly namespace: string;
  readonly messages: { readonly zh: T; readonly zhtw: Translation<T>; readonly en: Translation<T> };
}

/**
 * Declares a feature's words: simplified Chinese gives the keys, and traditional Chinese and
 * English must have exactly those keys (a missing or an extra key is a type error), so no word
 * can be shown untranslated.
 */
export function defineMessages<const T extends MessageTree>(
  namespace: string,
  messages: { readonly zh: T; readonly zhtw: Translation<T>; readonly en: Translation<T> },
): Catalogue<T> {
  return { namespace, messages };
}

/** Every dotted key of a tree with its text, depth first. */
export function messageEntries(tree: MessageTree, prefix = ''): Array<[key: string, text: string]> {
  const entries: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') entries.push([path, value]);
    else entries.push(...messageEntries(value, `${path}.`));
  }
  return entries;
}

/**
 * What is wrong with a catalogue at run time (catalogues built from data escape the type check):
 * a key one language lacks or has beyond simplified Chinese, or an empty text.
 */
export function catalogueProblems(catalogue: Catalogue): string[] {
  const problems: string[] = [];
  const reference = new Map(messageEntries(catalogue.messages.zh));
  for (const language of uiLanguages) {
    const entries = new Map(messageEntries(catalogue.messages[language]));
    for (const key of reference.keys()) {
      if (!entries.has(key)) problems.push(`${catalogue.namespace}:${key} has no ${language} text`);
    }
    for (const [key, text] of entries) {
      if (!reference.has(key)) problems.push(`${catalogue.namespace}:${key} is only in ${language}`);
      else if (text.trim() === '') problems.push(`${catalogue.namespace}:${key} is empty in ${language}`);
    }
  }
  return problems;
}

/**
 * The keys of `tree` that no source text names: a key counts as used when its dotted path stands
 * quoted in a source (`'tabs.close'`, `"tabs.close"` or between backticks), or when a source builds
 * keys from a quoted prefix (`` `route.${name}` `` uses every key under `route.`), or when its
 * last part is quoted where the code passes a group's key on (`'close'`).
 */
export function unusedMessageKeys(tree: MessageTree, sources: readonly string[]): string[] {
  const text = sources.join('\n');
  const prefixes = [...text.matchAll(/`([\w.]+\.)\$\{/g)].map((match) => match[1] ?? '');
  const quoted = new Set([...text.matchAll(/['"`]([\w.-]+)['"`]/g)].map((match) => match[1] ?? ''));
  return messageEntries(tree)
    .map(([key]) => key)
    .filter((key) => {
      if (quoted.has(key)) return false;
      if (prefixes.some((prefix) => key.startsWith(prefix))) return false;
      const last = key.slice(key.lastIndexOf('.') + 1);
      return !quoted.has(last);
    });
}
