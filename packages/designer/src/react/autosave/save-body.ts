import { type FormSchema, type ListSchema, WebType } from '@formwork/schema';

/** The keys `PUT /api/visualdev/Base/{id}` takes; the rest of a loaded design is read-only there. */
const BODY_KEYS = [
  'fullName',
  'enCode',
  'category',
  'type',
  'webType',
  'columnData',
  'tables',
  'sortCode',
  'description',
  'enabledMark',
] as const;

export type DesignRecord = Record<string, unknown>;

/**
 * The design as loaded, its form and list replaced: nulls left out, as the body takes none for
 * those keys. A design given a list becomes a form-and-list design (webType 2), or the runtime
 * would show the form alone.
 */
export function saveBody(
  design: DesignRecord,
  schema: FormSchema,
  list?: ListSchema,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const key of BODY_KEYS)
    if (Object.hasOwn(design, key) && design[key] !== null && design[key] !== undefined)
      body[key] = design[key];
  body.formData = JSON.stringify(schema);
  if (list) {
    body.columnData = JSON.stringify(list);
    if (body.webType === WebType.form || body.webType === undefined) body.webType = WebType.formAndList;
  }
  return body;
}
