import { Type } from '@fastify/type-provider-typebox';
import { ENTRY_CODE, type NamedRuleName } from '@formwork/schema';
import { fieldProblem } from '../http/envelope.js';
import { namedRuleProblem } from '../http/i18n/index.js';

/** An id as the routes take it; values are bound, so only the length is limited. */
export const Key = Type.String({ minLength: 1, maxLength: 64 });
export const IdParams = Type.Object({ id: Key });
export const Flag = Type.Integer({ enum: [0, 1] });

/** The fields every administered entry shares, as its form sends them. */
export const EntryFields = {
  fullName: Type.String({ minLength: 1, maxLength: 50 }),
  enCode: Type.String(ENTRY_CODE.jsonSchema),
  sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
  enabledMark: Type.Optional(Flag),
  description: Type.Optional(Type.String({ maxLength: 500 })),
};

/**
 * The columns every administered entry's list reads last, in the order its answers carry them
 * (a list answers its columns in the order they are read).
 */
export const ENTRY_TAIL = [
  'sortCode',
  'enabledMark',
  'description',
  'creatorTime',
  'lastModifyTime',
] as const;

export interface EntryInput {
  fullName: string;
  enCode: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

/** The field's value must keep the named rule; the 400 names the field. */
export function checkRule(field: string, rule: NamedRuleName, value: string): void {
  const problem = namedRuleProblem(rule, value);
  if (problem) throw fieldProblem(field, problem);
}

/** The values every entry stores from its form, with the defaults of a new one. */
export const entryValues = (input: EntryInput) => ({
  fullName: input.fullName.trim(),
  enCode: input.enCode,
  sortCode: input.sortCode ?? 0,
  enabledMark: input.enabledMark ?? 1,
  description: input.description ?? '',
});
