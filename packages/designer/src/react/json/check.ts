import { type FormSchema, type SchemaProblem, validateSchema } from '@formwork/schema';

export type JsonCheck =
  | { ok: true; schema: FormSchema }
  | { ok: false; syntax: string; problems?: undefined }
  | { ok: false; syntax?: undefined; problems: SchemaProblem[] };

/** The JSON view's text checked as it is typed: parses, and is a valid form schema. */
export function checkJson(text: string): JsonCheck {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, syntax: (error as Error).message };
  }
  const problems = validateSchema(value);
  return problems.length === 0 ? { ok: true, schema: value as FormSchema } : { ok: false, problems };
}
