import { type FieldSchema, holdsData, valueKindOf } from '@formwork/schema';

/** Relation attributes are stored only when the designer asked for it; without a vModel they only show. */
export function needsVModel(field: FieldSchema): boolean {
  return holdsData(field.jnpfKey) && (valueKindOf(field.jnpfKey) !== 'attr' || !!field.vModel);
}

function collect(fields: readonly FieldSchema[] | undefined, out: Set<string>): Set<string> {
  if (!Array.isArray(fields)) return out;
  for (const field of fields) {
    if (typeof field?.vModel === 'string' && field.vModel) out.add(field.vModel);
    collect(field?.children, out);
  }
  return out;
}

/**
 * Hands out JNPF-style vModels, `${jnpfKey}${n}`, with one counter for the whole form that
 * starts past every number a vModel already ends in. Unique across the form, sub-table columns
 * included, although a sub-table's columns would only need to differ among themselves: a copied
 * column may later move out of its table.
 */
export class VModelAllocator {
  readonly #used: Set<string>;
  #next: number;

  constructor(fields: readonly FieldSchema[]) {
    this.#used = collect(fields, new Set());
    let highest = 100;
    for (const name of this.#used) {
      // Longer numbers (timestamps some generators append) would only make names long.
      const digits = /(?:^|\D)(\d{1,6})$/.exec(name)?.[1];
      if (digits) highest = Math.max(highest, Number(digits));
    }
    this.#next = highest + 1;
  }

  allocate(jnpfKey: string): string {
    let name = `${jnpfKey}${this.#next++}`;
    while (this.#used.has(name)) name = `${jnpfKey}${this.#next++}`;
    this.#used.add(name);
    return name;
  }
}
