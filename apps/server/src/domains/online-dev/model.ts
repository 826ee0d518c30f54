import { dataFieldsOf, type FieldSchema, type FormSchema, type ListSchema } from '@formwork/schema';
import { StampedCache, type Stamps } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import { loadReleasedModel, type ReleasedModel } from './released-model.js';
import { warnUnusablePatterns } from './unusable-patterns.js';

/** A released model with its schemas parsed, as every data route needs it. */
export interface Model {
  id: string;
  fullName: string;
  enCode: string;
  version: number;
  form: FormSchema;
  /** The released list; an empty one for a form-only model. */
  list: ListSchema;
  /** The form's data fields by vModel (sub-tables are one field). */
  fields: Map<string, FieldSchema>;
}

const EMPTY_LIST: ListSchema = {
  version: 1,
  kind: 'list',
  type: 1,
  hasPage: true,
  pageSize: 20,
  columnList: [],
  searchList: [],
  btnsList: [],
  columnBtnsList: [],
};

/** Release checks the form only; a list saved by an older designer may lack arrays. */
function parseList(text: string | null): ListSchema {
  if (!text) return EMPTY_LIST;
  const list = JSON.parse(text) as Partial<ListSchema>;
  return {
    ...EMPTY_LIST,
    ...list,
    columnList: Array.isArray(list.columnList) ? list.columnList : [],
    searchList: Array.isArray(list.searchList) ? list.searchList : [],
    btnsList: Array.isArray(list.btnsList) ? list.btnsList : [],
    columnBtnsList: Array.isArray(list.columnBtnsList) ? list.columnBtnsList : [],
  };
}

/**
 * Parsed releases, kept because a release never changes and because validateData compiles its
 * validator once per form object: parsing anew on each request would recompile it every time.
 */
const parsed = new Map<string, { formData: string; columnData: string | null; model: Model }>();
const CACHE_SIZE = 200;

function parse(release: ReleasedModel): Model {
  const key = `${release.id}:${release.version}`;
  const hit = parsed.get(key);
  if (hit && hit.formData === release.formData && hit.columnData === release.columnData) return hit.model;
  const form = JSON.parse(release.formData) as FormSchema;
  warnUnusablePatterns(release, form);
  const model: Model = {
    id: release.id,
    fullName: release.fullName,
    enCode: release.enCode,
    version: release.version,
    form,
    list: parseList(release.columnData),
    fields: new Map(dataFieldsOf(form).map((field) => [field.vModel as string, field])),
  };
  if (parsed.size >= CACHE_SIZE) parsed.delete(parsed.keys().next().value as string);
  parsed.set(key, { formData: release.formData, columnData: release.columnData, model });
  return model;
}

/** The newest release of each model, kept while the models stamp of the request stays the same. */
const newest = new StampedCache<Model>(CACHE_SIZE);

/**
 * The newest released version of a model, parsed; 400 when it is a draft or gone. With the
 * stamps a session was read with, the release is looked up once per change of any model.
 */
export async function loadModel(db: Db, id: string, stamps?: Stamps): Promise<Model> {
  return newest.through(id, stamps?.models, async () => parse(await loadReleasedModel(db, id)));
}
