import {
  computeCalculated,
  type DataProblem,
  type FieldSchema,
  isServerFilled,
  validateData,
} from '@formwork/schema';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { currentLanguage, t } from '../../http/i18n/index.js';
import { ownValue } from './field-values.js';
import { fileAcceptProblems } from './file-accept.js';
import type { CellGrants } from './grants.js';
import type { Model } from './model.js';

type Values = Record<string, unknown>;

/** Who writes: the names the system fields show. */
export interface Author {
  userId: string;
  realName: string;
  organizeName: string;
  positionName: string;
}

export async function loadAuthor(db: Db, userId: string): Promise<Author> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('organize as o', 'o.id', 'u.organizeId')
    .leftJoin('position as p', 'p.id', 'u.positionId')
    .select(['u.realName', 'o.fullName as organizeName', 'p.fullName as positionName'])
    .where('u.id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    userId,
    realName: user.realName,
    organizeName: user.organizeName ?? '',
    positionName: user.positionName ?? '',
  };
}

/** The `data` JSON text of a write, parsed; text that is not a JSON object answers 400. */
export function parseData(text: string): Values {
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    throw badField('data', 'validation.notJson');
  }
  if (typeof values !== 'object' || values === null || Array.isArray(values))
    throw badField('data', 'schema.badData');
  return values as Values;
}

/**
 * A sub-table keeps only its columns' values, row by row. Only values the client sent count
 * (own keys): a column named `constructor` is not "sent" by every row. With `granted` (form
 * permissions), cells of other columns are not taken from the client: each row keeps what the
 * stored row at its place holds there, since the writer never saw those cells.
 */
function pickRows(
  table: FieldSchema,
  rows: unknown,
  granted?: ReadonlySet<string>,
  stored?: unknown,
): unknown {
  if (!Array.isArray(rows)) return rows;
  const columns = (table.children ?? []).map((column) => column.vModel).filter(Boolean) as string[];
  const storedRows = Array.isArray(stored) ? stored : [];
  return rows.map((row, index) => {
    if (typeof row !== 'object' || row === null) return row;
    const before: unknown = storedRows[index];
    const kept = typeof before === 'object' && before !== null ? (before as Values) : {};
    const cells = columns.flatMap((c): Array<[string, unknown]> => {
      if (granted && !granted.has(c)) return Object.hasOwn(kept, c) ? [[c, kept[c]]] : [];
      return Object.hasOwn(row, c) ? [[c, (row as Values)[c]]] : [];
    });
    return Object.fromEntries(cells);
  });
}

/**
 * What the client may set: the writable data fields, never those the server fills. Built from
 * entries, since assigning a field named `__proto__` would change the object's prototype instead
 * of holding the value.
 */
function pickWritable(
  model: Model,
  sent: Values,
  writable: ReadonlySet<string>,
  cells?: CellGrants,
  stored?: Values,
): Values {
  const picked: Array<[string, unknown]> = [];
  for (const [vModel, field] of model.fields) {
    if (!writable.has(vModel) || isServerFilled(field) || !Object.hasOwn(sent, vModel)) continue;
    const value = sent[vModel];
    picked.push([
      vModel,
      field.jnpfKey === 'table'
        ? pickRows(field, value, cells?.get(vModel), stored && ownValue(stored, vModel))
        : value,
    ]);
  }
  return Object.fromEntries(picked);
}

/**
 * The first field of the form the client sent a value for though this user may not write it
 * (form permissions): such a write is refused whole rather than stored without it, so that the
 * writer learns their value was not taken.
 */
export function unwritableField(
  model: Model,
  sent: Values,
  writable: ReadonlySet<string>,
): string | undefined {
  for (const vModel of model.fields.keys()) {
    if (Object.hasOwn(sent, vModel) && !writable.has(vModel)) return vModel;
  }
  return undefined;
}

type Filler = (author: Author, now: number) => unknown;

/** By jnpfKey, a name taken from the released form: a Map finds no inherited member. */
const CREATE_FILLED: ReadonlyMap<string, Filler> = new Map<string, Filler>([
  ['createUser', (author) => author.realName],
  ['createTime', (_, now) => now],
  ['currOrganize', (author) => author.organizeName],
  ['currPosition', (author) => author.positionName],
]);
const MODIFY_FILLED: ReadonlyMap<string, Filler> = new Map<string, Filler>([
  ['modifyUser', (author) => author.realName],
  ['modifyTime', (_, now) => now],
]);

/**
 * System fields: who and when created (kept as stored on update), who and when last modified
 * (set on update only), the creator's organisation and position.
 */
function fillSystem(
  model: Model,
  values: Values,
  stored: Values | undefined,
  author: Author,
  now: number,
): void {
  for (const [vModel, field] of model.fields) {
    const create = CREATE_FILLED.get(field.jnpfKey);
    const modify = MODIFY_FILLED.get(field.jnpfKey);
    if (create) values[vModel] = stored ? (ownValue(stored, vModel) ?? null) : create(author, now);
    else if (modify) values[vModel] = stored ? modify(author, now) : null;
    else if (field.jnpfKey === 'billRule')
      values[vModel] = stored ? (ownValue(stored, vModel) ?? null) : null;
  }
}

export type Prepared = { values: Values } | { problems: DataProblem[] };

/**
 * The values to store for a create (no `stored`) or an update: the client's writable values
 * over what is stored, checked as a whole against the released form, calculated fields
 * recomputed and system fields filled by the server.
 */
export function prepareValues(
  model: Model,
  sent: Values,
  options: {
    writable: ReadonlySet<string>;
    author: Author;
    stored?: Values;
    now?: number;
    /** Per sub-table, the columns this user may write (form permissions); absent: all. */
    cells?: CellGrants;
  },
): Prepared {
  const { writable, author, stored, cells } = options;
  const merged = { ...(stored ?? {}), ...pickWritable(model, sent, writable, cells, stored) };
  // Fields and cells this user may not write cannot be fixed by them, so they do not block the write.
  const fixable = (problem: DataProblem) => {
    const [root = '', , column] = problem.field.split('.');
    if (!writable.has(root)) return false;
    const columns = cells?.get(root);
    return column === undefined || !columns || columns.has(column);
  };
  const problems = [
    ...validateData(model.form, merged, { mode: 'create' }),
    ...fileAcceptProblems(model.fields, merged),
  ].filter(fixable);
  if (problems.length > 0) return { problems };
  const { data } = computeCalculated(model.form, merged);
  fillSystem(model, data, stored, author, options.now ?? Date.now());
  return { values: data };
}

/** A field's label in the request's language: its `props.labelI18n` entry, else the label it was designed with. */
function localLabel(field: FieldSchema | undefined): string | undefined {
  const i18n = field?.props?.labelI18n;
  const language = currentLanguage();
  const text =
    typeof i18n === 'object' && i18n !== null && Object.hasOwn(i18n, language)
      ? (i18n as Record<string, unknown>)[language]
      : undefined;
  return typeof text === 'string' && text !== '' ? text : field?.label;
}

/**
 * "请假类型" for `leaveType`, "工作交接第2行事项" for `handover.1.task`, in the request's language
 * where the design gave the label one (`props.labelI18n`), as the form shows it.
 */
export function problemLabel(model: Model, field: string): string {
  const [vModel = '', row, column] = field.split('.');
  const main = model.fields.get(vModel);
  const label = localLabel(main) || vModel || 'data';
  if (row === undefined || column === undefined) return label;
  const cell = main?.children?.find((child) => child.vModel === column);
  return t('onlineDev.rowCell', { table: label, row: Number(row) + 1, column: localLabel(cell) || column });
}
