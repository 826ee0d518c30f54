import { Type } from '@fastify/type-provider-typebox';
import { Value } from 'typebox/value';
import { badField } from '../../http/envelope.js';
import { parseJsonText } from '../../http/json-text.js';

const Millimetres = Type.Number({ minimum: 0, maximum: 2000 });
const Margin = Type.Number({ minimum: 0, maximum: 200 });

/** The paper a template prints on: its name, size in mm, orientation and margins in mm. */
export const PageParam = Type.Object(
  {
    type: Type.String({ maxLength: 20 }),
    width: Millimetres,
    height: Millimetres,
    direction: Type.Union([Type.Literal('portrait'), Type.Literal('landscape')]),
    mt: Margin,
    mb: Margin,
    ml: Margin,
    mr: Margin,
  },
  { additionalProperties: false },
);

export const DEFAULT_PAGE_PARAM = {
  type: 'A4',
  width: 210,
  height: 297,
  direction: 'portrait',
  mt: 10,
  mb: 10,
  ml: 10,
  mr: 10,
} as const;

/** The stored text of a page parameter sent as JSON text; empty text keeps the default paper. */
export function checkedPageParam(text: string | undefined): string {
  if (!text?.trim()) return JSON.stringify(DEFAULT_PAGE_PARAM);
  const parsed = parseJsonText('pageParam', text, 'printDev.badPageParam');
  if (!Value.Check(PageParam, parsed)) throw badField('pageParam', 'printDev.badPageParam');
  return JSON.stringify(parsed);
}
