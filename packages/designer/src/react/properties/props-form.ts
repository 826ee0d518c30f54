import type { FieldSchema, FormSchema } from '@formwork/schema';
import { stableStringify } from '../../core/index.js';
import type { DesignerLanguage } from '../i18n/instance.js';

/** Props the panel edits with its own controls (labels, options, visibility...). */
const OWN_CONTROLS: ReadonlySet<string> = new Set([
  'placeholder',
  'readonly',
  'options',
  'dataType',
  'dictionaryType',
  'propsUrl',
  'propsName',
  'optionProps',
  'labelI18n',
  'visibility',
]);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * A word of the props schema in `language`: a meta words its labels in each language (an object
 * keyed by language), or, written for one language only, as a plain string.
 */
function wordIn(word: unknown, language: DesignerLanguage): string | undefined {
  if (typeof word === 'string') return word;
  if (typeof word === 'object' && word !== null && Object.hasOwn(word, language)) {
    const text = (word as Record<string, unknown>)[language];
    if (typeof text === 'string' && text !== '') return text;
  }
  return undefined;
}

function titleOf(property: Record<string, unknown>, name: string, language: DesignerLanguage): string {
  return wordIn(property.title, language) ?? name;
}

/** A choice's options: each value with its label from `enumTitles`, or the value itself as label. */
function choicesOf(property: Record<string, unknown>, language: DesignerLanguage) {
  const titles = Array.isArray(property.enumTitles) ? property.enumTitles : [];
  return (property.enum as unknown[]).flatMap((value, i) =>
    typeof value === 'string' || typeof value === 'number'
      ? [{ label: wordIn(titles[i], language) ?? String(value), value }]
      : [],
  );
}

/** One JSON Schema property as a form field; undefined for lists and objects, edited elsewhere. */
function fieldFor(
  name: string,
  property: Record<string, unknown>,
  language: DesignerLanguage,
): FieldSchema | undefined {
  const label = titleOf(property, name, language);
  const base = { vModel: name, label, span: 24 };
  if (Array.isArray(property.enum))
    return {
      ...base,
      jnpfKey: 'select',
      props: {
        dataType: 'static',
        clearable: true,
        options: choicesOf(property, language),
      },
    };
  switch (property.type) {
    case 'boolean':
      return { ...base, jnpfKey: 'switch' };
    case 'number':
    case 'integer':
      return {
        ...base,
        jnpfKey: 'inputNumber',
        props: {
          ...(typeof property.minimum === 'number' && { min: property.minimum }),
          ...(typeof property.maximum === 'number' && { max: property.maximum }),
          ...(property.type === 'integer' && { precision: 0 }),
        },
      };
    case 'string':
      return { ...base, jnpfKey: 'input', props: { clearable: true } };
    default:
      return undefined;
  }
}

/**
 * A widget's props JSON Schema as a form the runtime renders: the property panel is drawn by
 * the same renderer it configures. Props with their own controls in the panel are left out.
 */
export function propsForm(
  properties: Record<string, Record<string, unknown>>,
  language: DesignerLanguage,
): FormSchema {
  const fields: FieldSchema[] = [];
  for (const [name, property] of Object.entries(properties)) {
    if (OWN_CONTROLS.has(name) || !IDENTIFIER.test(name)) continue;
    const field = fieldFor(name, property, language);
    if (field) fields.push(field);
  }
  return { version: 1, kind: 'form', settings: { labelPosition: 'top', size: 'small' }, fields };
}

/** The props a changed form holds that differ from the field's: what to set, by name. */
export function changedProps(
  form: FormSchema,
  values: Record<string, unknown>,
  current: Record<string, unknown>,
): [string, unknown][] {
  const changes: [string, unknown][] = [];
  for (const field of form.fields) {
    const name = field.vModel as string;
    const next = Object.hasOwn(values, name) ? values[name] : undefined;
    const normalised = next === '' || next === null ? undefined : next;
    const before = Object.hasOwn(current, name) ? current[name] : undefined;
    if (JSON.stringify(normalised) !== JSON.stringify(before)) changes.push([name, normalised]);
  }
  return changes;
}

/** The values of the props `form` edits, as comparable text; other props do not change it. */
export function ownPropsKey(form: FormSchema, props: Record<string, unknown> | undefined): string {
  const own: Record<string, unknown> = {};
  for (const field of form.fields) {
    const name = field.vModel as string;
    if (props && Object.hasOwn(props, name)) own[name] = props[name];
  }
  return stableStringify(own);
}
