import { type EntryGrants, EVERY, granted, grantedCell, holdsData } from '@formwork/schema';
import { sql } from 'kysely';
import type { Session } from '../../accounts/sessions.js';
import { StampedCache } from '../../db/change-stamps.js';
import type { Db } from '../../db/database.js';
import { forbidden } from '../../http/envelope.js';
import {
  type DataSchemeKind,
  type GrantedScheme,
  menuIdOf,
  parseConditions,
} from '../authorization/index.js';
import type { Model } from './model.js';

/**
 * What one user holds on one model's menu entry: its buttons, columns and form fields by enCode,
 * and its data schemes. Administrators hold every one, whatever the entry lists.
 */
export interface ModelGrants extends EntryGrants {
  userId: string;
  /** The enabled data schemes of the entry granted to the user. */
  dataSchemes: readonly GrantedScheme[] | 'every';
}

type ItemKind = 'module' | 'button' | 'column' | 'form';

/**
 * The grants of one menu entry in one query, instead of loading the user's whole menu: the list
 * runs this on every page. Administrators hold everything, so nothing is read for them.
 */
export async function loadGrants(db: Db, userId: string, modelId: string): Promise<ModelGrants> {
  const user = await db
    .selectFrom('users')
    .select('isAdministrator')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return grantsOfUser(db, userId, user.isAdministrator, modelId);
}

async function grantsOfUser(db: Db, userId: string, admin: boolean, modelId: string): Promise<ModelGrants> {
  if (admin) return { userId, module: true, button: EVERY, column: EVERY, form: EVERY, dataSchemes: 'every' };
  const moduleId = menuIdOf(modelId);
  const roles = sql`
    select role.id from user_relation r join role on role.id = r.object_id
    where r.user_id = ${userId} and r.object_type = 'Role' and role.enabled_mark = 1`;
  const schemeRows = sql<{ id: string; kind: DataSchemeKind; conditionJson: string }>`
    select s.id, s.kind, s.condition_json from module_data_scheme s
    where s.module_id = ${moduleId} and s.enabled_mark = 1 and exists (
      select 1 from authorize a
      where a.item_type = 'dataScheme' and a.item_id = s.id and a.role_id in (${roles})
    )
    order by s.sort_code, s.id`;
  const items = sql<{ kind: ItemKind; enCode: string }>`
    with roles as (${roles}),
    items as (
      select 'module' as kind, id, id as en_code from module where id = ${moduleId} and enabled_mark = 1
      union all
      select 'button', id, en_code from module_button where module_id = ${moduleId} and enabled_mark = 1
      union all
      select 'column', id, en_code from module_column where module_id = ${moduleId} and enabled_mark = 1
      union all
      select 'form', id, en_code from module_form where module_id = ${moduleId} and enabled_mark = 1
    )
    select i.kind, i.en_code from items i
    where exists (
      select 1 from authorize a
      where a.item_type = i.kind and a.item_id = i.id and a.role_id in (select id from roles)
    )`;
  const [schemes, { rows }] = await Promise.all([schemeRows.execute(db), items.execute(db)]);
  const of = (kind: ItemKind) => new Set(rows.filter((row) => row.kind === kind).map((row) => row.enCode));
  return {
    userId,
    module: rows.some((row) => row.kind === 'module'),
    button: of('button'),
    column: of('column'),
    form: of('form'),
    dataSchemes: schemes.rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      conditions: row.kind === 'condition' ? parseConditions(row.conditionJson) : [],
    })),
  };
}

/**
 * Of these users, those granted the model's menu entry (administrators always): the `module`
 * grant of grantsOfUser, for many users in one query, to tell those who may see the model.
 */
export async function usersGrantedModel(
  db: Db,
  userIds: readonly string[],
  modelId: string,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const moduleId = menuIdOf(modelId);
  const { rows } = await sql<{ id: string }>`
    select u.id from users u
    where u.id in (${sql.join(userIds)}) and (u.is_administrator or exists (
      select 1 from module m
      join authorize a on a.item_type = 'module' and a.item_id = m.id
      join user_relation r on r.object_type = 'Role' and r.object_id = a.role_id
      join role on role.id = r.object_id and role.enabled_mark = 1
      where m.id = ${moduleId} and m.enabled_mark = 1 and r.user_id = u.id
    ))`.execute(db);
  return rows.map((row) => row.id);
}

/** Grants per user and model, kept until anything they are made of changes. */
const kept = new StampedCache<ModelGrants>(2000);

/**
 * The signed-in user's grants on a model, whether or not they hold its menu entry (`module`
 * says), kept while the authorization stamp read with the session stays the same.
 */
export function grantsOf(db: Db, session: Session, modelId: string): Promise<ModelGrants> {
  const { userId, isAdministrator } = session;
  return kept.through(`${userId}:${isAdministrator}:${modelId}`, session.stamps.authorization, () =>
    grantsOfUser(db, userId, isAdministrator, modelId),
  );
}

/** grantsOf, refusing users not granted the model's menu entry (administrators always pass). */
export async function grantsFor(db: Db, session: Session, modelId: string): Promise<ModelGrants> {
  const grants = await grantsOf(db, session, modelId);
  if (!grants.module) throw forbidden();
  return grants;
}

/**
 * With button permissions on, an action needs its button; any of `buttons` will do (batch delete
 * is also allowed to whoever may delete one by one). Without them the menu grant is enough.
 */
export function requireButton(model: Model, grants: ModelGrants, ...buttons: string[]): void {
  if (!buttons.some((button) => granted(grants, 'button', button, model.list))) throw forbidden();
}

/** The data fields this user may read and write: with form permissions on, those granted. */
export function readableFields(model: Model, grants: ModelGrants): ReadonlySet<string> {
  return new Set([...model.fields.keys()].filter((vModel) => granted(grants, 'form', vModel, model.list)));
}

/** Per sub-table (by vModel), the columns this user may read and write. */
export type CellGrants = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * With form permissions on, the columns of each sub-table this user may read and write: those
 * granted as `table-column`, and none of a sub-table not granted itself. Undefined: every cell,
 * which spares each row the filtering.
 */
export function readableCells(model: Model, grants: ModelGrants): CellGrants | undefined {
  if (!model.list.useFormPermission || grants.form === EVERY) return undefined;
  const cells = new Map<string, ReadonlySet<string>>();
  for (const [vModel, field] of model.fields) {
    if (field.jnpfKey !== 'table') continue;
    const columns = (field.children ?? []).flatMap((column) =>
      column.vModel && holdsData(column.jnpfKey) ? [column.vModel] : [],
    );
    cells.set(vModel, new Set(columns.filter((column) => grantedCell(grants, vModel, column, model.list))));
  }
  return cells;
}

/** Whether `cells` leaves every column of every sub-table readable. */
export function allCells(model: Model, cells: CellGrants | undefined): boolean {
  if (!cells) return true;
  return [...cells].every(([vModel, held]) =>
    (model.fields.get(vModel)?.children ?? []).every(
      (column) => !column.vModel || !holdsData(column.jnpfKey) || held.has(column.vModel),
    ),
  );
}

/**
 * The fields a list row carries for this user: those they may read that are also columns they may
 * see (with column permissions on). Sorting, filters and the keyword reach only these too;
 * otherwise ordering or narrowing by a hidden column would tell its values without ever showing them.
 */
export function listedFields(model: Model, grants: ModelGrants): ReadonlySet<string> {
  const readable = readableFields(model, grants);
  return new Set([...readable].filter((vModel) => granted(grants, 'column', vModel, model.list)));
}
/**
 * The fields a relation picker shows of its target model: those its released configuration
 * names, less what this user's own grants keep from the target's list when they hold the model.
 * A user reaching the model only through the relation field sees exactly the configured fields.
 */
export function relationColumns(model: Model, grants: ModelGrants, configured: readonly string[]): string[] {
  const known = configured.filter((vModel) => model.fields.has(vModel));
  if (!grants.module) return known;
  const listed = listedFields(model, grants);
  return known.filter((vModel) => listed.has(vModel));
}
