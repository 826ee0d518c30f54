import { Type } from '@fastify/type-provider-typebox';

export const tags = ['data interface'];
export const Id = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export const Flag = Type.Integer({ enum: [0, 1] });

/** What the form sends; only these fields are taken. */
export const InterfaceBody = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 100 })),
    fullName: Type.String({ minLength: 1, maxLength: 100 }),
    enCode: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' }),
    categoryId: Type.Optional(Type.String({ maxLength: 100 })),
    dataType: Type.Integer({ enum: [1, 2, 3] }),
    requestMethod: Type.Optional(Type.String({ enum: ['GET', 'POST', ''] })),
    path: Type.Optional(Type.String({ maxLength: 2000 })),
    query: Type.Optional(Type.String({ maxLength: 1_000_000 })),
    requestParameters: Type.Optional(Type.String({ maxLength: 100_000 })),
    requestHeaders: Type.Optional(Type.String({ maxLength: 100_000 })),
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
