import type { FieldSchema, FormSchema } from '@formwork/schema';
import type { DesignerLanguage } from '../i18n/instance.js';
import type { DesignerMetas } from '../meta.js';
import type { ChangeNames } from './change-text.js';

type Title = string | Partial<Record<DesignerLanguage, string>>;

function titleIn(title: unknown, language: DesignerLanguage): string | undefined {
  if (typeof title === 'string') return title;
  if (typeof title !== 'object' || title === null) return undefined;
  const worded = title as Title & object;
  return Object.hasOwn(worded, language) ? worded[language] : undefined;
}

/**
 * The names a change between releases is told in: a widget prop by its title in the property
 * panel (the first widget that has a prop of that name), a field by its label in the draft.
 */
export function changeNames(
  metas: DesignerMetas,
  schema: FormSchema,
  language: DesignerLanguage,
): ChangeNames {
  const props = new Map<string, string>();
  for (const meta of metas.values())
    for (const [name, prop] of Object.entries(meta.propsSchema.properties)) {
      const title = titleIn(prop.title, language);
      if (title && !props.has(name)) props.set(name, title);
    }
  const labels = new Map<string, string>();
  const walk = (fields: readonly FieldSchema[]) => {
    for (const field of fields) {
      if (field.vModel && field.label && !labels.has(field.vModel)) labels.set(field.vModel, field.label);
      if (field.children) walk(field.children);
    }
  };
  walk(schema.fields);
  return { prop: (name) => props.get(name), field: (vModel) => labels.get(vModel) };
}
