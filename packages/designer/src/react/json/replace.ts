import type { FieldSchema, FormSchema, FormSettings } from '@formwork/schema';
import { type Command, type FormDocument, type NodeId, setSettings } from '../../core/index.js';

function idsFor(doc: FormDocument, field: FieldSchema, out: NodeId[] = []): NodeId[] {
  out.push(doc.newId());
  if (Array.isArray(field.children)) for (const child of field.children) idsFor(doc, child, out);
  return out;
}

/**
 * One command that turns the document into `next` (as typed in the JSON view or imported):
 * its fields replaced as they are, vModels untouched, and its settings. One undo step.
 */
export function replaceForm(doc: FormDocument, next: FormSchema): Command {
  const commands: Command[] = doc.childIds(null).map((id) => ({ type: 'remove', id }));
  next.fields.forEach((field, index) => {
    commands.push({ type: 'insert', parent: null, index, field, ids: idsFor(doc, field) });
  });
  const current = doc.schema.settings;
  const values: Record<string, unknown> = { ...next.settings };
  for (const key of Object.keys(current)) if (!Object.hasOwn(values, key)) values[key] = undefined;
  commands.push(setSettings(values as Partial<FormSettings>));
  return { type: 'batch', commands };
}
