import { type FieldSchema, ListType, SearchType, valueKindOf } from '@formwork/schema';
import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern } from '../../db/like-pattern.js';
import { badField } from '../../http/envelope.js';
import { parseJsonText } from '../../http/json-text.js';
import { isEmptyValue, isText, storedForm, storesMany, storesPath } from './field-values.js';
import type { Model } from './model.js';

export type Condition = RawBuilder<SqlBool>;

/** Values an "any of" search may list; more is a client fault, not a query to run. */
const MAX_CHOICES = 200;

/**
 * `data -> 'vModel'`: the key is a literal, never a parameter, so that the planner matches the
 * per-model expression indexes. Only vModels of the released form reach here, quoted by sql.lit.
 */
export const dataValue = (vModel: string) => sql`(data -> ${sql.lit(vModel)})`;
const textOf = (vModel: string) => sql`(data ->> ${sql.lit(vModel)})`;
const json = (value: unknown) => sql`cast(${JSON.stringify(value)} as jsonb)`;

const DAY_MS = 86_400_000;

function equal(field: FieldSchema, vModel: string, value: unknown): Condition {
  const target = dataValue(vModel);
  if (valueKindOf(field.jnpfKey) === 'moment' && typeof value === 'number') {
    // A date chosen in the search is the start of that day where the user is: the whole day
    // matches, whatever time of it the record holds.
    return sql<SqlBool>`(${target} >= ${json(value)} and ${target} < ${json(value + DAY_MS)})`;
  }
  if (storesPath(field) && Array.isArray(value)) {
    // A path chosen in a cascader search: the records at that place or below it.
    return sql<SqlBool>`${target} @> ${json(value.map((step) => storedForm(field, step)))}`;
  }
  const choices = (Array.isArray(value) ? value : [value]).filter((choice) => !isEmptyValue(choice));
  if (choices.length > MAX_CHOICES)
    throw badField(`queryJson.${vModel}`, 'onlineDev.tooManyChoices', { max: MAX_CHOICES });
  const stored = choices.map((choice) => storedForm(field, choice));
  if (storesMany(field)) {
    // Any record whose values include one of the chosen ones.
    return sql<SqlBool>`(${sql.join(
      stored.map((choice) => sql`${target} @> ${json([choice])}`),
      sql` or `,
    )})`;
  }
  if (stored.length === 1) return sql<SqlBool>`${target} = ${json(stored[0])}`;
  return sql<SqlBool>`${target} in (${sql.join(stored.map(json))})`;
}

function fuzzy(vModel: string, value: unknown): Condition {
  if (typeof value !== 'string' && typeof value !== 'number')
    throw badField(`queryJson.${vModel}`, 'onlineDev.expectText');
  return sql<SqlBool>`${textOf(vModel)} ilike ${containsPattern(String(value))}`;
}

/**
 * jsonb orders values of different types by type (null < text < number < boolean), so an open
 * end is closed at the edge of the value's type: a number range stays among numbers, a text
 * range among texts. Plain bounds, unlike a type test, let the planner use the statistics of the
 * expression and the per-model index.
 */
const OPEN_ENDS = {
  number: { low: sql`>= cast('-1e309' as jsonb)`, high: sql`< cast('false' as jsonb)` },
  string: { low: sql`>= cast('""' as jsonb)`, high: sql`< cast('0' as jsonb)` },
};

/** [start, end] with either end open (null or empty). */
function range(field: FieldSchema, vModel: string, value: unknown): Condition | undefined {
  if (!Array.isArray(value) || value.length !== 2)
    throw badField(`queryJson.${vModel}`, 'onlineDev.expectRange');
  const [start, end] = value.map((bound) => (isEmptyValue(bound) ? null : storedForm(field, bound)));
  const bounds = [start, end].filter((bound) => bound !== null);
  if (bounds.length === 0) return undefined;
  const kinds = new Set(bounds.map((bound) => typeof bound));
  const kind = kinds.size === 1 ? [...kinds][0] : undefined;
  if (kind !== 'number' && kind !== 'string') throw badField(`queryJson.${vModel}`, 'schema.badFormat');
  const target = dataValue(vModel);
  const low = start === null ? OPEN_ENDS[kind].low : sql`>= ${json(start)}`;
  const high = end === null ? OPEN_ENDS[kind].high : sql`<= ${json(end)}`;
  return sql<SqlBool>`(${target} ${low} and ${target} ${high})`;
}

/** The search each filterable field allows: the list's searchList plus its tree relation. */
function searchTypes(model: Model): Map<string, SearchType> {
  const types = new Map<string, SearchType>();
  for (const search of model.list.searchList) {
    if (model.fields.has(search.prop)) types.set(search.prop, search.searchType);
  }
  const tree = model.list.treeRelation;
  if (model.list.type === ListType.leftTree && tree && model.fields.has(tree) && !types.has(tree))
    types.set(tree, SearchType.equal);
  return types;
}

/**
 * The conditions of `queryJson`; a field that is not one of the list's searches answers 400, and
 * so does a value for a field outside `shown`: narrowing by a hidden column would tell its values.
 */
export function filterConditions(
  model: Model,
  queryJson: string | undefined,
  shown: ReadonlySet<string>,
): Condition[] {
  if (!queryJson) return [];
  const query = parseJsonText('queryJson', queryJson);
  if (typeof query !== 'object' || query === null || Array.isArray(query))
    throw badField('queryJson', 'onlineDev.expectObject');
  const types = searchTypes(model);
  const conditions: Condition[] = [];
  for (const [vModel, value] of Object.entries(query)) {
    const type = types.get(vModel);
    const field = model.fields.get(vModel);
    if (!type || !field) throw badField(`queryJson.${vModel}`, 'onlineDev.notQueryField');
    if (isEmptyValue(value)) continue;
    if (!shown.has(vModel)) throw badField(`queryJson.${vModel}`, 'onlineDev.fieldNotGranted', { vModel });
    const condition =
      type === SearchType.equal
        ? equal(field, vModel, value)
        : type === SearchType.fuzzy
          ? fuzzy(vModel, value)
          : range(field, vModel, value);
    if (condition) conditions.push(condition);
  }
  return conditions;
}

/**
 * The keyword matches, anywhere in the text, the list's fuzzy searches and its text columns
 * among `shown`: a match on a hidden one would tell its text.
 */
export function keywordCondition(
  model: Model,
  keyword: string | undefined,
  shown: ReadonlySet<string>,
): Condition | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const fields = new Set<string>();
  for (const search of model.list.searchList)
    if (search.searchType === SearchType.fuzzy) fields.add(search.prop);
  for (const column of model.list.columnList) {
    const field = model.fields.get(column.prop);
    if (field && isText(field)) fields.add(column.prop);
  }
  const searchable = [...fields].filter((vModel) => model.fields.has(vModel) && shown.has(vModel));
  if (searchable.length === 0) return undefined;
  const pattern = containsPattern(text);
  return sql<SqlBool>`(${sql.join(
    searchable.map((vModel) => sql`${textOf(vModel)} ilike ${pattern}`),
    sql` or `,
  )})`;
}
