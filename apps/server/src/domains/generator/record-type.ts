import {
  carriesOptions,
  dataFieldsOf,
  type FieldSchema,
  type FormSchema,
  storesMany,
  valueKindOf,
} from '@formwork/schema';
import { commentText, pascalCase, propertyKey } from './naming.js';

const SCALAR_CHOICE = 'string | number';
const UPLOADED_FILE = 'UploadedFile';

/** The closed set of a static options list, or any scalar when options come from elsewhere. */
function optionType(field: FieldSchema): string {
  const props = field.props ?? {};
  const options = props.options;
  if ((props.dataType ?? 'static') !== 'static' || !options?.length) return SCALAR_CHOICE;
  const literals = [...new Set(options.map((option) => JSON.stringify(option.value)))];
  return literals.join(' | ');
}

const arrayOf = (type: string) => (/^[\w.]+$/.test(type) ? `${type}[]` : `Array<${type}>`);

export interface RecordTypes {
  /** The record's type name, e.g. `LeaveRequestRecord`. */
  recordName: string;
  /** The text of the types file's declarations. */
  text: string;
}

interface Declaration {
  name: string;
  doc: string;
  fields: readonly FieldSchema[];
}

/** The TypeScript type of a field's stored value, by the kind of value its key stores. */
function fieldType(field: FieldSchema, rowTypeName: (field: FieldSchema) => string): string {
  const many = storesMany(field);
  switch (valueKindOf(field.jnpfKey)) {
    case 'text':
    case 'time':
      return 'string';
    // Dates and the system times are epoch milliseconds.
    case 'number':
    case 'moment':
      return 'number';
    case 'flag':
      return '0 | 1';
    case 'choice':
      return many ? arrayOf(optionType(field)) : optionType(field);
    case 'id':
      return many ? 'string[]' : 'string';
    // A path of option codes, or of ids (province to district, company to department).
    case 'path':
      if (carriesOptions(field.jnpfKey))
        return field.props?.multiple ? 'Array<Array<string | number>>' : 'Array<string | number>';
      return field.props?.multiple ? 'string[][]' : 'string[]';
    case 'files':
      return `${UPLOADED_FILE}[]`;
    case 'rows':
      return arrayOf(rowTypeName(field));
    // Shown from the record a relation field points at; what they hold is that record's value.
    case 'attr':
    case 'none':
      return 'unknown';
  }
}

/**
 * The record type of a form: one optional property per data field (a value may be empty, or
 * null once cleared), typed by what its jnpfKey stores, and one row type per sub-table.
 * Declared as type aliases, not interfaces, so a record is assignable to the runtime's
 * `Record<string, unknown>` values.
 */
export function recordTypes(form: FormSchema, className: string): RecordTypes {
  const recordName = `${className}Record`;
  const declarations: Declaration[] = [];
  const usedNames = new Set([recordName, `${className}Row`, UPLOADED_FILE]);
  const rowTypeName = (table: FieldSchema): string => {
    const base = `${className}${pascalCase(table.vModel ?? '') || 'Table'}Row`;
    let name = base;
    for (let n = 2; usedNames.has(name); n++) name = `${base}${n}`;
    usedNames.add(name);
    declarations.push({
      name,
      doc: `A row of the sub-table ${table.label ?? table.vModel}.`,
      fields: (table.children ?? []).filter((column) => column.vModel),
    });
    return name;
  };
  const record: Declaration = {
    name: recordName,
    doc: 'The values of one record, as stored: every property may be absent or null.',
    fields: dataFieldsOf(form),
  };
  const blocks: string[] = [];
  // Sub-table row types are declared while their table's property is typed, so they follow it.
  const queue: Declaration[] = [record];
  for (let declaration = queue.shift(); declaration; declaration = queue.shift()) {
    const properties = declaration.fields.map((field) => {
      const before = declarations.length;
      const type = fieldType(field, rowTypeName);
      queue.push(...declarations.slice(before));
      const label = commentText(`${field.label ?? ''} (${field.jnpfKey})`.trim());
      return `  /** ${label} */\n  ${propertyKey(field.vModel ?? '')}?: ${type} | null;`;
    });
    blocks.push(
      `/** ${commentText(declaration.doc)} */\nexport type ${declaration.name} = {\n${properties.join('\n')}\n};`,
    );
  }
  return { recordName, text: blocks.join('\n\n') };
}

/** A stored file of an upload field. */
export const UPLOADED_FILE_TYPE = `/** A stored file of an upload field. */
export type ${UPLOADED_FILE} = {
  name: string;
  url: string;
  fileId?: string;
  fileSize?: number;
  fileExtension?: string;
};`;
