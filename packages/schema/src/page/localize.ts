import type { FieldOption, FieldSchema, FormSchema, RegRule } from '../form/types.js';
import type { ListSchema } from '../list/types.js';
import type {
  Endpoint,
  PageAction,
  PageActionRun,
  PageField,
  PageLanguage,
  PageMessages,
  PageSchema,
  PageWords,
} from './types.js';

/** Turns one text of a page into what the user reads. */
export type Word = (text: string) => string;

/** The words under a dotted key, or undefined when the key names no text. */
function lookUp(words: PageWords | undefined, key: string): string | undefined {
  let node: string | PageWords | undefined = words;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A page's word function in a language: the page's own words in that language, then in Chinese,
 * then `fallback` (the runtime's catalogue), else the text as written.
 */
export function pageWord(
  messages: PageMessages | undefined,
  language: PageLanguage,
  fallback?: (key: string) => string | undefined,
): Word {
  return (text) =>
    lookUp(messages?.[language], text) ?? lookUp(messages?.zh, text) ?? fallback?.(text) ?? text;
}

/** Sets `key` only when the source had it, so a localised schema keeps the original's shape. */
function withWords<T extends object>(source: T, word: Word, keys: readonly (keyof T)[]): T {
  const next = { ...source };
  for (const key of keys) {
    const value = source[key];
    if (typeof value === 'string') next[key] = word(value) as T[keyof T];
  }
  return next;
}

function localizeOptions(options: FieldOption[], word: Word): FieldOption[] {
  return options.map((option) => ({
    ...option,
    label: word(option.label),
    ...(option.children && { children: localizeOptions(option.children, word) }),
  }));
}

const localizeRule = (rule: RegRule, word: Word): RegRule =>
  'message' in rule ? { ...rule, message: word(rule.message) } : rule;

function localizeField(field: FieldSchema, word: Word): FieldSchema {
  const next = withWords(field, word, ['label', 'tipLabel']);
  if (field.props) {
    const props = withWords(field.props, word, [
      'placeholder',
      'activeTxt',
      'inactiveTxt',
      'content',
      'actionText',
    ]);
    if (field.props.options) props.options = localizeOptions(field.props.options, word);
    next.props = props;
  }
  if (field.regList) next.regList = field.regList.map((rule) => localizeRule(rule, word));
  if (field.children) next.children = field.children.map((child) => localizeField(child, word));
  return next;
}

/** A form with its labels, placeholders, options, rule messages and button texts worded. */
export function localizeForm(form: FormSchema, word: Word): FormSchema {
  return {
    ...form,
    settings: withWords(form.settings, word, ['confirmButtonText', 'cancelButtonText']),
    fields: form.fields.map((field) => localizeField(field, word)),
  };
}

const labelled = <T extends { label: string }>(items: readonly T[], word: Word): T[] =>
  items.map((item) => ({ ...item, label: word(item.label) }));

function localizeList(list: ListSchema, word: Word): ListSchema {
  return {
    ...withWords(list, word, ['treeTitle']),
    columnList: labelled(list.columnList, word),
    searchList: labelled(list.searchList, word),
    btnsList: labelled(list.btnsList, word),
    columnBtnsList: labelled(list.columnBtnsList, word),
  };
}

const localizeEndpoint = (endpoint: Endpoint, word: Word): Endpoint =>
  withWords(endpoint, word, ['confirm', 'success', 'notice']);

const localizeFields = (fields: PageField[] | undefined, word: Word) => fields && labelled(fields, word);

function localizeRun(run: PageActionRun, word: Word): PageActionRun {
  switch (run.kind) {
    case 'navigate':
      return run;
    case 'request':
    case 'download':
      return { ...run, endpoint: localizeEndpoint(run.endpoint, word) };
    case 'form':
      return {
        ...withWords(run, word, ['title']),
        form: localizeForm(run.form, word),
        endpoint: localizeEndpoint(run.endpoint, word),
        ...(run.match && {
          match: run.match.map((match) => ({ ...match, message: word(match.message) })),
        }),
      };
    case 'switch':
      return {
        ...run,
        endpoint: localizeEndpoint(run.endpoint, word),
        ...(run.confirm && { confirm: { on: word(run.confirm.on), off: word(run.confirm.off) } }),
      };
    case 'export': {
      const fields = localizeFields(run.fields, word);
      return { ...run, endpoint: localizeEndpoint(run.endpoint, word), ...(fields && { fields }) };
    }
    case 'import':
      return {
        ...withWords(run, word, ['title']),
        commit: localizeEndpoint(run.commit, word),
        columns: labelled(run.columns, word),
      };
    case 'part':
      return withWords(run, word, ['title']);
  }
}

const localizeAction = (action: PageAction, word: Word): PageAction => ({
  ...action,
  label: word(action.label),
  run: localizeRun(action.run, word),
});

/** The top choices of the form's option sources worded. */
const localizeFormOptions = (
  sources: NonNullable<PageSchema['formOptions']>,
  word: Word,
): NonNullable<PageSchema['formOptions']> =>
  Object.fromEntries(
    Object.entries(sources).map(([vModel, source]) => [
      vModel,
      'endpoint' in source && source.top
        ? { ...source, top: { ...source.top, label: word(source.top.label) } }
        : source,
    ]),
  );

/**
 * The page with every text the user reads put through `word`: the runtime draws the result, so
 * a page kept as JSON can name its words by key and still speak each user's language.
 */
export function localizePage(page: PageSchema, word: Word): PageSchema {
  const endpoints = Object.fromEntries(
    Object.entries(page.endpoints).map(([name, endpoint]) => [name, localizeEndpoint(endpoint, word)]),
  ) as unknown as PageSchema['endpoints'];
  return {
    ...page,
    title: word(page.title),
    list: localizeList(page.list, word),
    form: localizeForm(page.form, word),
    endpoints,
    ...(page.tree && { tree: withWords(page.tree, word, ['title']) }),
    ...(page.formOptions && { formOptions: localizeFormOptions(page.formOptions, word) }),
    ...(page.actions && { actions: page.actions.map((action) => localizeAction(action, word)) }),
    ...(page.tabs && {
      tabs: page.tabs.map((tab) => ({
        ...tab,
        title: word(tab.title),
        ...(tab.list && { list: localizeList(tab.list, word) }),
        ...(tab.actions && { actions: tab.actions.map((action) => localizeAction(action, word)) }),
      })),
    }),
  };
}
