import { containerKeys, type FieldSchema, type FormSchema } from '@formwork/schema';
import type { FormLanguage } from '../types.js';

/** Design mode's bookkeeping, keyed by the prepared copies the compiler walks. */
export interface DesignPaths {
  /** Each field's schema path in the form as stored. */
  readonly pathOf: WeakMap<FieldSchema, string>;
  /** Each container's list of children: its owner's path ('' for the form itself). */
  readonly ownerOf: WeakMap<readonly FieldSchema[], string>;
  /** Fields a desktop user would not see, drawn dimmed in the designer. */
  readonly hidden: WeakSet<FieldSchema>;
}

const CONTAINERS: ReadonlySet<string> = new Set(containerKeys);

export interface PrepareOptions {
  language?: FormLanguage | undefined;
  design: boolean;
}

/**
 * Prepared copies kept between compiles of a form being designed. The designer replaces only
 * an edited field and its ancestors, so a field object met again at the same path (and in the
 * same language) gets its earlier copy back; the compiler can then reuse what it compiled
 * from that copy, and the canvas skip it.
 */
export interface PrepareCache {
  readonly language: FormLanguage | undefined;
  readonly copies: WeakMap<FieldSchema, { path: string; copy: FieldSchema }>;
  readonly paths: DesignPaths;
}

export function createPrepareCache(language: FormLanguage | undefined): PrepareCache {
  return {
    language,
    copies: new WeakMap(),
    paths: { pathOf: new WeakMap(), ownerOf: new WeakMap(), hidden: new WeakSet() },
  };
}

export function localLabel(field: FieldSchema, language: FormLanguage | undefined): string | undefined {
  const i18n = field.props?.labelI18n;
  if (!language || typeof i18n !== 'object' || i18n === null) return field.label;
  const text = Object.hasOwn(i18n, language) ? (i18n as Record<string, unknown>)[language] : undefined;
  return typeof text === 'string' && text !== '' ? text : field.label;
}

function onDesktop(field: FieldSchema): boolean {
  const visibility = field.props?.visibility;
  return !Array.isArray(visibility) || visibility.includes('pc');
}

/**
 * The form as the compiler should see it: labels in the chosen language, fields not shown on
 * desktop left out, and the designer-only props taken away from the widgets. In design mode
 * nothing is left out (hidden fields are marked instead), linkage is dropped so no field hides
 * itself on the canvas, and every container has a children list for its drop zone.
 */
export function prepareForm(
  form: FormSchema,
  options: PrepareOptions,
  cache?: PrepareCache,
): { form: FormSchema; paths?: DesignPaths } {
  const reuse = options.design && cache?.language === options.language ? cache : undefined;
  const paths: DesignPaths | undefined = options.design
    ? (reuse?.paths ?? { pathOf: new WeakMap(), ownerOf: new WeakMap(), hidden: new WeakSet() })
    : undefined;

  const prepareList = (fields: readonly FieldSchema[], prefix: string): FieldSchema[] => {
    const out: FieldSchema[] = [];
    fields.forEach((field, index) => {
      const path = prefix === '' ? `fields.${index}` : `${prefix}.children.${index}`;
      const desktop = onDesktop(field);
      if (!desktop && !paths) return;
      out.push(prepareField(field, path, desktop));
    });
    return out;
  };

  const prepareField = (field: FieldSchema, path: string, desktop: boolean): FieldSchema => {
    const kept = reuse?.copies.get(field);
    if (kept && kept.path === path) return kept.copy;
    const copy: FieldSchema = { ...field };
    const label = localLabel(field, options.language);
    if (label !== undefined) copy.label = label;
    if (field.props && ('labelI18n' in field.props || 'visibility' in field.props)) {
      const { labelI18n: _i18n, visibility: _visibility, ...props } = field.props;
      copy.props = props;
    }
    let children = field.children;
    if (paths && !children && CONTAINERS.has(field.jnpfKey)) children = [];
    if (children) {
      copy.children = prepareList(children, path);
      paths?.ownerOf.set(copy.children, path);
    }
    if (paths) {
      paths.pathOf.set(copy, path);
      if (field.noShow || !desktop) paths.hidden.add(copy);
      delete copy.noShow;
      delete copy.reactions;
    }
    reuse?.copies.set(field, { path, copy });
    return copy;
  };

  const fields = prepareList(form.fields, '');
  paths?.ownerOf.set(fields, '');
  return { form: { ...form, fields }, ...(paths && { paths }) };
}
