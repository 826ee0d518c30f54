import { holdsData, type JnpfKey } from '../form/jnpf-keys.js';
import type { FieldSchema } from '../form/types.js';
import type { SchemaProblem } from '../form/validate-schema.js';
import { convertField, vModelOf } from './import-field.js';
import { type ResolvedKey, resolveKey } from './jnpf-key-map.js';
import type { JnpfConfig, JnpfField } from './jnpf-types.js';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fieldList = (value: unknown): JnpfField[] => (Array.isArray(value) ? value.filter(isObject) : []);

const configOf = (field: JnpfField): JnpfConfig => (isObject(field.__config__) ? field.__config__ : {});

const quoted = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** The field's label, unless it only repeats JNPF's name for the key. */
function labelPart(field: JnpfField, jnpfName?: string): string {
  const label = configOf(field).label ?? field.title;
  return typeof label === 'string' && label !== '' && label !== jnpfName ? ` (${label})` : '';
}

/** Why a field was not imported. */
function reason(key: Extract<ResolvedKey, { known: false }>): string {
  if (key.raw === undefined) return 'it has no jnpfKey';
  if (key.jnpfName) return `jnpfKey "${key.raw}" (${key.jnpfName}) has no Formwork widget`;
  return `unknown jnpfKey "${key.raw}"`;
}

/** The vModels of a JNPF subtree, sub-table columns included. */
function jnpfVModels(fields: unknown, out: string[] = []): string[] {
  for (const field of fieldList(fields)) {
    const vModel = vModelOf(field);
    if (vModel) out.push(vModel);
    jnpfVModels(configOf(field).children, out);
  }
  return out;
}

function schemaVModels(fields: readonly FieldSchema[], out: string[] = []): string[] {
  for (const field of fields) {
    if (field.vModel) out.push(field.vModel);
    schemaVModels(field.children ?? [], out);
  }
  return out;
}

/**
 * A field Formwork has no key for. A data field is reported with its columns, if it has any:
 * they live inside its rows, so no other place can hold them. Any other container gives way to
 * its content, which is imported in its place; containers nested in it give way silently, as
 * the outermost one's report already names the fields they held.
 */
function importUnsupported(
  field: JnpfField,
  path: string,
  key: Extract<ResolvedKey, { known: false }>,
  problems: SchemaProblem[],
  nested: boolean,
): FieldSchema[] {
  const config = configOf(field);
  const keyPath = `${path}.__config__.jnpfKey`;
  const vModel = vModelOf(field);
  if (vModel) {
    const columns = jnpfVModels(config.children);
    const lost = columns.length > 0 ? `, nor its columns ${quoted(columns)}` : '';
    problems.push({
      path: keyPath,
      message: `data field "${vModel}"${labelPart(field)} not imported${lost}: ${reason(key)}`,
    });
    return [];
  }
  if (!Array.isArray(config.children)) {
    problems.push({
      path: keyPath,
      message: `widget${labelPart(field, key.jnpfName)} not imported: ${reason(key)}`,
    });
    return [];
  }
  const inner: SchemaProblem[] = [];
  const hoisted = importFields(config.children, `${path}.__config__.children`, undefined, inner, true);
  if (!nested) {
    const moved = schemaVModels(hoisted);
    const content =
      moved.length > 0 ? `its fields ${quoted(moved)} take its place` : 'it held no data fields';
    problems.push({
      path: keyPath,
      message: `container${labelPart(field, key.jnpfName)} not imported: ${reason(key)}; ${content}`,
    });
  }
  problems.push(...inner);
  return hoisted;
}

function importOne(
  field: JnpfField,
  path: string,
  parent: JnpfKey | undefined,
  problems: SchemaProblem[],
  nested: boolean,
): FieldSchema[] {
  const config = configOf(field);
  const key = resolveKey(config.jnpfKey, parent);
  if (!key.known) return importUnsupported(field, path, key, problems, nested);
  const children = importFields(config.children, `${path}.__config__.children`, key.key, problems, false);
  const vModel = vModelOf(field);
  if (vModel && !holdsData(key.key))
    problems.push({
      path: `${path}.__vModel__`,
      message: `vModel "${vModel}"${labelPart(field)} not imported: ${key.key} holds no data in Formwork`,
    });
  return [convertField(field, key.key, children)];
}

/**
 * JNPF fields (a form's `fields` or a container's `__config__.children`) in the canonical
 * format. Nothing that holds data is dropped silently: a field Formwork cannot hold is
 * reported by its vModel and label, and the content of a container it cannot draw is imported
 * in the container's place.
 */
export function importFields(
  fields: unknown,
  base: string,
  parent: JnpfKey | undefined,
  problems: SchemaProblem[],
  nested = false,
): FieldSchema[] {
  const list = Array.isArray(fields) ? fields : [];
  return list.flatMap((field: unknown, index) =>
    isObject(field) ? importOne(field, `${base}.${index}`, parent, problems, nested) : [],
  );
}
