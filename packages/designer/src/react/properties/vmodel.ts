import type { FormDocument, NodeId, Refusal } from '../../core/index.js';
import { vModelError } from '../../core/index.js';

/** The sub-table a node is a column of, or null: vModels are unique within that scope. */
function scopeOf(doc: FormDocument, id: NodeId): NodeId | null {
  for (let at = doc.parentOf(id); at != null; at = doc.parentOf(at))
    if (doc.nodeById(at)?.jnpfKey === 'table') return at;
  return null;
}

/** Why `name` cannot be this field's vModel: not an identifier, reserved, or taken. */
export function vModelRefusal(
  doc: FormDocument,
  id: NodeId,
  name: string,
  describe: (refusal: Refusal) => string,
): string | undefined {
  const scope = scopeOf(doc, id);
  const invalid = vModelError(name, scope === null);
  if (invalid) return describe(invalid);
  const clash = doc
    .ids()
    .some((other) => other !== id && doc.nodeById(other)?.vModel === name && scopeOf(doc, other) === scope);
  return clash
    ? describe({ message: `vModel "${name}" is already used`, code: 'vModelTaken', params: { vModel: name } })
    : undefined;
}
