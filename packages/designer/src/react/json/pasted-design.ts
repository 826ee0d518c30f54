import {
  type FormSchema,
  importJnpfForm,
  importJnpfList,
  type ListSchema,
  type SchemaProblem,
  validateSchema,
} from '@formwork/schema';
import type { jsonMessages } from './messages.js';

/** Where a pasted form came from: JNPF (converted) or this designer's own export (taken as it is). */
export type DesignSource = 'jnpf' | 'formwork';

export interface ImportedDesign {
  source: DesignSource;
  form: FormSchema;
  list?: ListSchema;
  /** What the importers could not carry over; a list's paths start with `columnData`. */
  problems: SchemaProblem[];
}

/** Why pasted text holds no form to import: a key under `json.pasted`. */
export type PastedProblem = keyof (typeof jsonMessages)['messages']['zh']['pasted'];

/**
 * Pasted text that holds no form to import, said in the user's words: `key` names the message
 * under `json.pasted`, `params` fill it, `problems` list what is wrong with a schema of ours.
 */
export class NotADesign extends Error {
  constructor(
    readonly key: PastedProblem,
    readonly params: Record<string, string> = {},
    readonly problems: SchemaProblem[] = [],
  ) {
    super(key);
    this.name = 'NotADesign';
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON text or an object as it is; JNPF stores formData and columnData as texts inside a design. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/** The `kind` every schema of ours names itself by (form, list, page, ...); none for JNPF's. */
const kindOf = (value: Record<string, unknown>) => (typeof value.kind === 'string' ? value.kind : undefined);

/** A JNPF field carries its settings in `__config__`; ours carry `jnpfKey` beside them. */
const isJnpfField = (field: unknown) => isObject(field) && isObject(field.__config__);

/** What a value that is not an object is, for the message refusing it. */
function notAnObject(value: unknown): NotADesign {
  if (Array.isArray(value)) return new NotADesign('array');
  if (value === null) return new NotADesign('null');
  return new NotADesign(
    typeof value === 'string' ? 'string' : typeof value === 'number' ? 'number' : 'boolean',
  );
}

/** The form in `value`: our own schema as it is, a JNPF formData converted; refused otherwise. */
function formOf(value: unknown): Pick<ImportedDesign, 'source' | 'form' | 'problems'> {
  if (!isObject(value)) throw notAnObject(value);
  const kind = kindOf(value);
  if (kind === 'form') {
    const problems = validateSchema(value);
    if (problems.length > 0) throw new NotADesign('formworkInvalid', {}, problems);
    return { source: 'formwork', form: value as unknown as FormSchema, problems: [] };
  }
  if (kind === 'list') throw new NotADesign('formworkList');
  if (kind !== undefined) throw new NotADesign('formworkKind', { kind });
  if (Array.isArray(value.columnList)) throw new NotADesign('jnpfList');
  if (!Array.isArray(value.fields))
    throw new NotADesign('object', { keys: Object.keys(value).slice(0, 5).join(', ') });
  // Fields that are not JNPF's would all be dropped: an empty form, imported without a word.
  if (value.fields.length > 0 && !value.fields.some(isJnpfField)) throw new NotADesign('foreignFields');
  return { source: 'jnpf', ...importJnpfForm(value) };
}

/** The list in `value`: our own list schema as it is, a JNPF columnData converted. */
function listOf(value: unknown): { list: ListSchema; problems: SchemaProblem[] } {
  if (!isObject(value)) throw notAnObject(value);
  const kind = kindOf(value);
  if (kind === 'list') {
    const problems = validateSchema(value);
    if (problems.length > 0) throw new NotADesign('formworkListInvalid', {}, problems);
    return { list: value as unknown as ListSchema, problems: [] };
  }
  if (kind !== undefined) throw new NotADesign('listNotList', { kind });
  const imported = importJnpfList(value);
  return {
    list: imported.list,
    problems: imported.problems.map((p) => ({ ...p, path: `columnData.${p.path}`.replace(/\.$/, '') })),
  };
}

/**
 * What a user pastes into the import: a JNPF form's formData (`fields`), a whole design as JNPF
 * exports and answers it (`formData` and `columnData`, each an object or a JSON text), or this
 * designer's own export (a form schema, or a design holding ours). A list pasted on its own
 * (`listText`) wins over the one inside the design. Throws a SyntaxError on text that is not
 * JSON and a NotADesign naming what the text is when it holds no form.
 */
export function importDesign(formText: string, listText = ''): ImportedDesign {
  const pasted = parsed(formText);
  const design = isObject(pasted) && Object.hasOwn(pasted, 'formData') ? pasted : undefined;
  const { source, form, problems } = formOf(design ? parsed(design.formData) : pasted);
  const listJson =
    listText.trim() !== '' ? parsed(listText) : design?.columnData ? parsed(design.columnData) : undefined;
  if (listJson === undefined || listJson === null) return { source, form, problems };
  const imported = listOf(listJson);
  return { source, form, list: imported.list, problems: [...problems, ...imported.problems] };
}
