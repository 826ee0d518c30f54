import { Type } from '@fastify/type-provider-typebox';

export const tags = ['menu administration'];
export const Key = Type.String({ minLength: 1, maxLength: 100 });
export const Id = Type.Object({ id: Key });
export const ModuleParams = Type.Object({ moduleId: Key });
export const Flag = Type.Integer({ enum: [0, 1] });
export const SortCode = Type.Integer({ minimum: 0, maximum: 999_999 });
export const Description = Type.String({ maxLength: 500 });
export const KeywordQuery = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 100 })) });
/** Names and codes of buttons and fields. */
export const ItemName = Type.String({ minLength: 1, maxLength: 50 });
export const ItemCode = Type.String({ minLength: 1, maxLength: 100 });
export const FieldRuleValue = Type.Integer({
  enum: [0, 1, 2],
  description: '0 main table, 1 secondary table (one-to-one), 2 child table (one-to-many)',
});
/** A parent chooser's choices under one node standing for the top ('-1'), to file at the top. */
export const TopQuery = Type.Object({
  withTop: Type.Optional(Type.Integer({ enum: [0, 1], description: "1: all under one top node '-1'" })),
});
