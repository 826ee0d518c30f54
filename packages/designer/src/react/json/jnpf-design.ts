import {
  type FormSchema,
  importJnpfForm,
  importJnpfList,
  type ListSchema,
  type SchemaProblem,
} from '@formwork/schema';

export interface ImportedDesign {
  form: FormSchema;
  list?: ListSchema;
  /** What the importers could not carry over; a list's paths start with `columnData`. */
  problems: SchemaProblem[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON text or an object as it is; JNPF stores formData and columnData as texts inside a design. */
const parsed = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value);

/**
 * What a user pastes from JNPF, in the canonical format: a form's formData (`fields`), or a whole
 * design as JNPF exports and answers it (`formData` and `columnData`, each an object or a JSON
 * text). A columnData pasted on its own (`listText`) wins over the one inside the design.
 * Throws on text that is not JSON, or JSON that holds no form.
 */
export function importJnpfDesign(formText: string, listText = ''): ImportedDesign {
  const pasted = parsed(formText);
  const design = isObject(pasted) && Object.hasOwn(pasted, 'formData') ? pasted : undefined;
  const formJson = design ? parsed(design.formData) : pasted;
  if (!isObject(formJson) || !Array.isArray(formJson.fields))
    throw new Error('no "fields" list: not a JNPF form');
  const { form, problems } = importJnpfForm(formJson);
  const listJson =
    listText.trim() !== '' ? parsed(listText) : design?.columnData ? parsed(design.columnData) : undefined;
  if (listJson === undefined || listJson === null) return { form, problems };
  const imported = importJnpfList(listJson);
  return {
    form,
    list: imported.list,
    problems: [
      ...problems,
      ...imported.problems.map((p) => ({ ...p, path: `columnData.${p.path}`.replace(/\.$/, '') })),
    ],
  };
}
