import type { ValidateFunction } from 'ajv';
import { createAjv } from '../form/ajv.js';
import { formMetaSchema } from '../form/meta-schema.js';
import type { FieldSchema } from '../form/types.js';
import { formContentProblems, type SchemaProblem, structuralProblems } from '../form/validate-schema.js';
import { walkFields } from '../form/walk.js';
import { listMetaSchema } from '../list/meta-schema.js';
import { pageMetaSchema } from './meta-schema.js';
import type { PageWords } from './types.js';

let validator: ValidateFunction | undefined;

function pageValidator(): ValidateFunction {
  if (!validator) {
    const ajv = createAjv();
    ajv.addSchema(formMetaSchema).addSchema(listMetaSchema);
    validator = ajv.compile(pageMetaSchema);
  }
  return validator;
}

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const recordsOf = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter(isRecord) : []);

const under = (base: string, problems: readonly SchemaProblem[]): SchemaProblem[] =>
  problems.map((problem) => ({ ...problem, path: problem.path ? `${base}.${problem.path}` : base }));

/** Every form of the page (its own and its actions'), with where it sits and its wire. */
function formsOf(page: Raw): Array<{ path: string; form: unknown; wire: unknown; wirePath: string }> {
  const forms = [{ path: 'form', form: page.form, wire: page.wire, wirePath: 'wire' }];
  recordsOf(page.actions).forEach((action, index) => {
    const run = action.run;
    const base = `actions.${index}.run`;
    if (isRecord(run) && run.kind === 'form')
      forms.push({ path: `${base}.form`, form: run.form, wire: run.wire, wirePath: `${base}.wire` });
  });
  return forms;
}

/** A wire names fields of its form, or the objects dotted fields (`propertyJson.shortName`) edit. */
function wireProblems(form: unknown, wire: unknown, path: string): SchemaProblem[] {
  if (!isRecord(wire) || !isRecord(form) || !Array.isArray(form.fields)) return [];
  const vModels = new Set<string>();
  walkFields(form.fields as FieldSchema[], (field) => {
    const parts = field.vModel?.split('.') ?? [];
    for (let end = 1; end <= parts.length; end++) vModels.add(parts.slice(0, end).join('.'));
  });
  return Object.keys(wire)
    .filter((vModel) => !vModels.has(vModel))
    .map((vModel) => ({
      path: `${path}.${vModel}`,
      message: `"${vModel}" is not a field of the form`,
      code: 'unknownField' as const,
    }));
}

/** Action ids are unique, and a switch sits in a column the list shows. */
function actionProblems(page: Raw): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  const seen = new Map<string, number>();
  const columns = new Set(recordsOf((page.list as Raw | undefined)?.columnList).map((column) => column.prop));
  recordsOf(page.actions).forEach((action, index) => {
    const id = String(action.id);
    const first = seen.get(id);
    if (first !== undefined)
      problems.push({
        path: `actions.${index}.id`,
        message: `duplicate action id "${id}" (first used at actions.${first})`,
        code: 'invalid',
      });
    else seen.set(id, index);
    const run = action.run;
    if (isRecord(run) && run.kind === 'switch' && !columns.has(run.field))
      problems.push({
        path: `actions.${index}.run.field`,
        message: `switch field "${String(run.field)}" is not a column of the list`,
        code: 'unknownField',
      });
  });
  return problems;
}

/** The dotted keys of a words tree that hold text. */
export function wordKeys(words: PageWords, prefix = ''): string[] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : wordKeys(value, `${prefix}${key}.`),
  );
}

/** Every language of the page words the same keys as its Chinese. */
function messageProblems(page: Raw): SchemaProblem[] {
  const messages = page.messages;
  if (!isRecord(messages) || !isRecord(messages.zh)) return [];
  const chinese = new Set(wordKeys(messages.zh as PageWords));
  const problems: SchemaProblem[] = [];
  for (const language of ['zhtw', 'en'] as const) {
    const words = messages[language];
    const own = new Set(isRecord(words) ? wordKeys(words as PageWords) : []);
    for (const key of chinese)
      if (!own.has(key))
        problems.push({ path: `messages.${language}`, message: `no words for "${key}"`, code: 'required' });
    for (const key of own)
      if (!chinese.has(key))
        problems.push({
          path: `messages.${language}.${key}`,
          message: `"${key}" has no Chinese words`,
          code: 'invalid',
        });
  }
  return problems;
}

/**
 * Every problem of a page schema, each with a dotted path and a message: its structure, its list
 * and forms by their own checks, its actions and its words. An empty array means it is valid.
 */
export function validatePage(page: unknown): SchemaProblem[] {
  const structure = structuralProblems(pageValidator(), page);
  if (!isRecord(page)) return structure;
  const forms = formsOf(page).flatMap(({ path, form, wire, wirePath }) => [
    ...(isRecord(form) ? under(path, formContentProblems(form)) : []),
    ...wireProblems(form, wire, wirePath),
  ]);
  return [...structure, ...forms, ...actionProblems(page), ...messageProblems(page)];
}
