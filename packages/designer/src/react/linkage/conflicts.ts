import type { Reaction } from '@formwork/schema';

export type FulfillKind = 'show' | 'hide' | 'require' | 'disable' | 'setValue';

export const FULFILL_KINDS: readonly FulfillKind[] = ['show', 'hide', 'require', 'disable', 'setValue'];

/** A field state a rule sets: whether it is visible, required, disabled, or its value. */
export type LinkedState = 'visible' | 'require' | 'disable' | 'setValue';

/** The field state a fulfill sets: show and hide both set whether it is visible. */
const PROPERTY_OF: ReadonlyMap<FulfillKind, LinkedState> = new Map([
  ['show', 'visible'],
  ['hide', 'visible'],
  ['require', 'require'],
  ['disable', 'disable'],
  ['setValue', 'setValue'],
]);

export function fulfillKind(reaction: Reaction): FulfillKind {
  return FULFILL_KINDS.find((kind) => reaction.fulfill[kind] !== undefined) ?? 'show';
}

export interface LinkageConflict {
  /** Rule numbers, from 1. */
  a: number;
  b: number;
  /** The state both set: visible, require, disable or setValue. */
  property: LinkedState;
}

/**
 * Pairs of a field's rules that set the same state of it: when both conditions hold, which one
 * wins depends on their order, which is seldom what the designer meant.
 */
export function linkageConflicts(reactions: readonly Reaction[]): LinkageConflict[] {
  const conflicts: LinkageConflict[] = [];
  const properties = reactions.map((r) =>
    FULFILL_KINDS.filter((k) => r.fulfill[k] !== undefined).map((k) => PROPERTY_OF.get(k) as LinkedState),
  );
  for (let i = 0; i < reactions.length; i++)
    for (let j = i + 1; j < reactions.length; j++) {
      const shared = (properties[i] ?? []).find((p) => (properties[j] ?? []).includes(p));
      if (shared) conflicts.push({ a: i + 1, b: j + 1, property: shared });
    }
  return conflicts;
}
