import type { FieldSchema } from '@formwork/schema';
import { cloneJson } from '../shared/json.js';
import { needsVModel, type VModelAllocator } from './allocate.js';

/**
 * Deep copies of fields (and their descendants) with fresh vModels. Linkage rules and
 * calculations inside the copies that named a copied field are pointed at its copy, so a copied
 * group keeps working on its own fields; references to fields outside the group are kept.
 */
export function freshCopies(fields: readonly FieldSchema[], allocator: VModelAllocator): FieldSchema[] {
  const renamed = new Map<string, string>();
  const copies = fields.map((field) => rename(cloneJson(field), allocator, renamed));
  if (renamed.size > 0) for (const copy of copies) relink(copy, renamed);
  return copies;
}

function rename(field: FieldSchema, allocator: VModelAllocator, renamed: Map<string, string>): FieldSchema {
  // A copy is a new field: it has no stored values under an earlier name to bring along.
  delete field.renamedFrom;
  if (needsVModel(field)) {
    const fresh = allocator.allocate(field.jnpfKey);
    if (field.vModel && !renamed.has(field.vModel)) renamed.set(field.vModel, fresh);
    field.vModel = fresh;
  }
  if (Array.isArray(field.children)) for (const child of field.children) rename(child, allocator, renamed);
  return field;
}

function relink(field: FieldSchema, renamed: ReadonlyMap<string, string>): void {
  for (const reaction of Array.isArray(field.reactions) ? field.reactions : []) {
    const target = reaction?.when?.field;
    if (typeof target === 'string' && renamed.has(target))
      reaction.when.field = renamed.get(target) as string;
  }
  for (const token of Array.isArray(field.expression) ? field.expression : []) {
    if (typeof token === 'object' && token !== null && renamed.has(token.field))
      token.field = renamed.get(token.field) as string;
  }
  if (Array.isArray(field.children)) for (const child of field.children) relink(child, renamed);
}
