import { type FormSchema, fieldsOf, type RetiredValue } from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { isEmptyValue } from './field-values.js';
import type { Model } from './model.js';

type Values = Record<string, unknown>;

/** The label each vModel had in the newest release whose form still held it. */
async function labelsFromReleases(
  db: Db,
  modelId: string,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  const releases = await db
    .selectFrom('visualdevRelease')
    .select('formData')
    .where('visualdevId', '=', modelId)
    .orderBy('version', 'desc')
    .execute();
  for (const { formData } of releases) {
    if (labels.size === keys.length) break;
    let form: FormSchema;
    try {
      form = JSON.parse(formData) as FormSchema;
    } catch {
      continue;
    }
    for (const field of fieldsOf(form))
      if (field.vModel && keys.includes(field.vModel) && !labels.has(field.vModel))
        labels.set(field.vModel, field.label || field.vModel);
  }
  return labels;
}

/**
 * A record's values for fields the released form no longer has. Shown only to a user who may
 * read every field of the form: a removed field's values were perhaps restricted once, and no
 * grant names them any more.
 */
export async function retiredValues(
  db: Db,
  model: Model,
  values: Values,
  readsEveryField: boolean,
): Promise<RetiredValue[]> {
  if (!readsEveryField) return [];
  const keys = Object.keys(values).filter((key) => !model.fields.has(key) && !isEmptyValue(values[key]));
  if (keys.length === 0) return [];
  const labels = await labelsFromReleases(db, model.id, keys);
  // Keys no release ever named (written before any form had them) are not the form's data.
  return keys.flatMap((vModel) => {
    const label = labels.get(vModel);
    return label === undefined ? [] : [{ vModel, label, value: values[vModel] }];
  });
}
