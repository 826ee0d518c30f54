import { type NamedRuleName, namedRules } from './named-rules.js';

/**
 * The 编码 (enCode) of every administered entry: organisations, departments, positions, roles,
 * groups, dictionary types and items, areas, menus, portals, print templates, bill rules and data
 * interfaces. One rule for all of them: required, at most 50 characters, English letters, digits
 * and dots with no dot at either end, answered with the `code` rule's message. The screens' forms
 * name the rule and the length; the server's route schemas take `jsonSchema`, whose pattern the
 * server answers with the same message.
 *
 * Not for the codes of a menu's buttons, columns, form fields and data rules: those name widgets
 * and fields of a form (btn_add, tableField1-amount) and keep their own shape.
 */
export const ENTRY_CODE = {
  rule: 'code',
  maxLength: 50,
  jsonSchema: { minLength: 1, maxLength: 50, pattern: namedRules.code.pattern.source },
} as const satisfies { rule: NamedRuleName; maxLength: number; jsonSchema: object };

const BY_PATTERN = new Map(
  Object.entries(namedRules).map(([name, rule]) => [rule.pattern.source, name as NamedRuleName]),
);

/** The named rule whose pattern is `source`, so a refused pattern can be told in its words. */
export function namedRuleOfPattern(source: string): NamedRuleName | undefined {
  return BY_PATTERN.get(source);
}
