import { Type } from '@fastify/type-provider-typebox';
import { ENTRY_CODE } from '@formwork/schema';

export const tags = ['data interface'];
export const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export const Flag = Type.Integer({ enum: [0, 1] });
const Rows = Type.Array(Type.Record(Type.String(), Type.Unknown()), { maxItems: 200 });

/** What the form sends; only these fields are taken. */
export const InterfaceBody = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 100 })),
    fullName: Type.String({ minLength: 1, maxLength: 100 }),
    enCode: Type.String(ENTRY_CODE.jsonSchema),
    categoryId: Type.Optional(Type.String({ maxLength: 100 })),
    dataType: Type.Integer({ enum: [1, 2, 3] }),
    requestMethod: Type.Optional(Type.String({ enum: ['GET', 'POST', ''] })),
    path: Type.Optional(Type.String({ maxLength: 2000 })),
    query: Type.Optional(Type.String({ maxLength: 1_000_000 })),
    // JSON text as JNPF sends it, or the list itself as the screen's table editor holds it.
    requestParameters: Type.Optional(Type.Union([Type.String({ maxLength: 100_000 }), Rows])),
    requestHeaders: Type.Optional(Type.Union([Type.String({ maxLength: 100_000 }), Rows])),
    checkType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999_999 })),
    enabledMark: Type.Optional(Flag),
    description: Type.Optional(Type.String({ maxLength: 2000 })),
    propertyJson: Type.Optional(Type.String({ maxLength: 100_000 })),
  },
  { additionalProperties: false },
);

export const PageQuery = {
  currentPage: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 10_000, default: 20 }),
};
