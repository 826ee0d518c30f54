import type { FieldSchema } from '@formwork/schema';
import {
  type Command,
  type FormDocument,
  type NodeId,
  renameInList,
  setList,
  setProperty,
} from '../../core/index.js';

/**
 * Renaming a field's vModel as one step: the new name; the name its stored values are under
 * (`renamedFrom`, kept from the first rename since the last release, dropped when the field gets
 * that name back), so the next release moves them; and the linkage rules and formulas that
 * named the field, and the list's columns and searches, pointed at the new name. References are followed only when the old name
 * belonged to this field alone: a sub-table column may share it with a field of the form.
 */
export function renameVModel(doc: FormDocument, id: NodeId, next: string): Command {
  const field = doc.nodeById(id) as FieldSchema;
  const before = field.vModel ?? '';
  const original = field.renamedFrom ?? before;
  const commands: Command[] = [setProperty(doc, id, 'vModel', next)];
  if (original && original !== next) commands.push(setProperty(doc, id, 'renamedFrom', original));
  else if (field.renamedFrom !== undefined) commands.push(setProperty(doc, id, 'renamedFrom', undefined));
  const holders = doc.ids().filter((other) => doc.nodeById(other)?.vModel === before);
  if (before && holders.length === 1) {
    for (const other of doc.ids()) {
      const node = doc.nodeById(other);
      if (!node) continue;
      if (Array.isArray(node.reactions) && node.reactions.some((r) => r?.when?.field === before))
        commands.push(
          setProperty(
            doc,
            other,
            'reactions',
            node.reactions.map((r) =>
              r?.when?.field === before ? { ...r, when: { ...r.when, field: next } } : r,
            ),
          ),
        );
      if (
        Array.isArray(node.expression) &&
        node.expression.some((t) => typeof t === 'object' && t !== null && t.field === before)
      )
        commands.push(
          setProperty(
            doc,
            other,
            'expression',
            node.expression.map((t) =>
              typeof t === 'object' && t !== null && t.field === before ? { field: next } : t,
            ),
          ),
        );
    }
    const list = doc.list && renameInList(doc.list, before, next);
    if (list && list !== doc.list) commands.push(setList(list));
  }
  return { type: 'batch', commands };
}
