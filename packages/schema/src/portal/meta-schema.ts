/**
 * The structural meta-schema (JSON Schema 2020-12) of a portal. Each card kind takes only its
 * own properties, so a misspelt name is caught rather than ignored.
 */
const id = { type: 'string', minLength: 1, maxLength: 64 } as const;
const column = { type: 'string', minLength: 1, maxLength: 100 } as const;
const columns = { type: 'array', items: column, maxItems: 20 } as const;

const base = {
  id,
  title: { type: 'string', maxLength: 100 },
  span: { type: 'integer', minimum: 1, maximum: 24 },
  height: { type: 'integer', minimum: 60, maximum: 1000 },
} as const;

const card = (type: string, properties: Record<string, unknown>, required: readonly string[] = []) => ({
  type: 'object',
  required: ['id', 'type', 'title', 'span', ...required],
  properties: { ...base, type: { const: type }, ...properties },
  additionalProperties: false,
});

/** Applies the card kind's schema to the cards of that kind. */
const whenType = (type: string, schema: ReturnType<typeof card>) => ({
  if: { properties: { type: { const: type } } },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's conditional keyword.
  then: schema,
});

export const portalMetaSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://formwork.dev/schema/portal.json',
  type: 'object',
  required: ['version', 'kind', 'cards'],
  additionalProperties: false,
  properties: {
    version: { const: 1 },
    kind: { const: 'portal' },
    cards: {
      type: 'array',
      maxItems: 60,
      items: {
        type: 'object',
        required: ['type'],
        properties: { type: { enum: ['count', 'chart', 'list', 'shortcuts'] } },
        // Checked by the kind the card names, so a problem is reported against that kind only.
        allOf: [
          whenType(
            'count',
            card('count', {
              query: { enum: ['users', 'onlineUsers', 'unreadMessages'] },
              interfaceId: id,
              field: column,
            }),
          ),
          whenType(
            'chart',
            card(
              'chart',
              {
                interfaceId: id,
                chart: { enum: ['bar', 'line', 'pie'] },
                categoryField: column,
                valueFields: columns,
              },
              ['interfaceId', 'chart'],
            ),
          ),
          whenType(
            'list',
            card(
              'list',
              {
                source: { enum: ['interface', 'notices'] },
                interfaceId: id,
                fields: columns,
                limit: { type: 'integer', minimum: 1, maximum: 50 },
              },
              ['source'],
            ),
          ),
          whenType(
            'shortcuts',
            card('shortcuts', { menuIds: { type: 'array', items: id, maxItems: 24 } }, ['menuIds']),
          ),
        ],
      },
    },
  },
} as const;
