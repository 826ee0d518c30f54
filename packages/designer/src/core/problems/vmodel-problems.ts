import type { FieldSchema } from '@formwork/schema';
import type { Refusal } from '../shared/command-error.js';
import { vModelError } from '../vmodel/identifier.js';

/**
 * vModels that are not usable names. validateSchema already reports missing, forbidden and
 * duplicate vModels; this adds only what it does not check.
 */
export function vModelProblems(
  fields: readonly FieldSchema[],
  base = 'fields',
  topLevel = true,
): (Refusal & { path: string })[] {
  const out: (Refusal & { path: string })[] = [];
  fields.forEach((field, index) => {
    const path = `${base}.${index}`;
    const vModel = field?.vModel;
    const error = typeof vModel === 'string' && vModel !== '' ? vModelError(vModel, topLevel) : undefined;
    if (error) out.push({ path: `${path}.vModel`, ...error });
    if (Array.isArray(field?.children))
      out.push(...vModelProblems(field.children, `${path}.children`, topLevel && field.jnpfKey !== 'table'));
  });
  return out;
}
