import { createHash } from 'node:crypto';
import { dataScope } from '@formwork/schema';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import type { DataConditionRow, GrantedScheme } from '../authorization/index.js';
import type { ModelGrants } from './grants.js';
import { type Condition, dataValue } from './list-filters.js';
import type { Model } from './model.js';

/** The records a user's data schemes let them reach: a condition on online_dev_record rows. */
export interface DataScope {
  condition: Condition;
  /** Equal for two scopes that select the same rows: lists keep their queries under it. */
  key: string;
}

const NOTHING: DataScope = { condition: sql<SqlBool>`false`, key: 'nothing' };

interface Reader {
  userId: string;
  organizeId: string;
}

type UnitKind = 'ownDepartment' | 'ownDepartmentAndBelow' | 'ownOrganisation';

const json = (value: unknown) => sql`cast(${JSON.stringify(value)} as jsonb)`;

/**
 * The organisation units whose members' records a unit scheme reaches: the reader's own unit;
 * that unit and every unit below it; or everything under the company the reader's unit belongs
 * to (the nearest company at or above it, else its topmost unit).
 */
function unitsOf(kind: UnitKind, organizeId: string) {
  if (kind === 'ownDepartment') return sql`select ${organizeId}::text as id`;
  const top =
    kind === 'ownDepartmentAndBelow'
      ? sql`select ${organizeId}::text as id`
      : sql`select id from (
          with recursive up as (
            select id, parent_id, category, 0 as depth from organize where id = ${organizeId}
            union all
            select o.id, o.parent_id, o.category, up.depth + 1 from organize o join up on o.id = up.parent_id
            where up.depth < 100
          )
          select id from up order by (category = 'company') desc, case when category = 'company'
            then depth else -depth end
          limit 1) as company`;
  return sql`with recursive down as (
      select id, 0 as depth from (${top}) as start
      union all
      select o.id, down.depth + 1 from organize o join down on o.parent_id = down.id where down.depth < 100
    )
    select id from down`;
}

/**
 * The members of the units, as ids: resolved now rather than left as a subquery, so that a list
 * kept under its query's text is never answered for a membership that has since changed.
 */
async function membersOf(db: Db, kind: UnitKind, organizeId: string): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    select id from users where organize_id in (${unitsOf(kind, organizeId)}) order by id`.execute(db);
  return rows.map((row) => row.id);
}

/** '@userId' and '@organizeId' stand for the reader's own ids; any other value is itself. */
function valueFor(value: unknown, reader: Reader): unknown {
  if (value === '@userId') return reader.userId;
  if (value === '@organizeId') return reader.organizeId;
  if (Array.isArray(value)) return value.map((item) => valueFor(item, reader));
  return value;
}

/** One row of a condition scheme; a field the released form lacks holds for no record. */
function rowCondition(model: Model, row: DataConditionRow, reader: Reader): Condition {
  if (!model.fields.has(row.field)) return sql<SqlBool>`false`;
  const target = dataValue(row.field);
  const value = valueFor(row.value, reader);
  switch (row.op) {
    case '==':
      return sql<SqlBool>`${target} = ${json(value)}`;
    case '!=':
      return sql<SqlBool>`${target} is distinct from ${json(value)}`;
    case 'like':
      return sql<SqlBool>`(data ->> ${sql.lit(row.field)}) ilike ${containsPattern(String(value ?? ''))}`;
    case 'in':
      return sql<SqlBool>`(${target} is not null and ${json(value)} @> jsonb_build_array(${target}))`;
    default: {
      // jsonb orders values of different types by type: a number compares only with numbers.
      const op = sql.raw(row.op);
      return sql<SqlBool>`(jsonb_typeof(${target}) = jsonb_typeof(${json(value)}) and ${target} ${op} ${json(value)})`;
    }
  }
}

async function schemeCondition(
  db: Db,
  model: Model,
  scheme: GrantedScheme,
  reader: Reader,
): Promise<Condition> {
  switch (scheme.kind) {
    case 'all':
      return sql<SqlBool>`true`;
    case 'own':
      return sql<SqlBool>`creator_user_id = ${reader.userId}`;
    case 'condition': {
      if (!scheme.conditions) return sql<SqlBool>`false`;
      if (scheme.conditions.length === 0) return sql<SqlBool>`true`;
      return sql<SqlBool>`(${sql.join(
        scheme.conditions.map((row) => rowCondition(model, row, reader)),
        sql` and `,
      )})`;
    }
    default: {
      const members = await membersOf(db, scheme.kind, reader.organizeId);
      if (members.length === 0) return sql<SqlBool>`false`;
      return sql<SqlBool>`creator_user_id in (select jsonb_array_elements_text(${json(members)}))`;
    }
  }
}

/**
 * The records this user may reach through the model's data permissions: undefined when nothing
 * narrows them (data permissions off, an administrator, or a scheme for all data granted);
 * otherwise those any granted scheme allows, and none at all when no scheme is granted. Who the
 * user is, and who belongs to which unit, is read on every call.
 */
export async function dataScopeOf(db: Db, model: Model, grants: ModelGrants): Promise<DataScope | undefined> {
  const schemes = dataScope(grants.dataSchemes, model.list);
  if (schemes === 'every') return undefined;
  if (schemes.length === 0) return NOTHING;
  const user = await db
    .selectFrom('users')
    .select('organizeId')
    .where('id', '=', grants.userId)
    .executeTakeFirstOrThrow();
  const reader: Reader = { userId: grants.userId, organizeId: user.organizeId };
  const conditions = await Promise.all(schemes.map((scheme) => schemeCondition(db, model, scheme, reader)));
  const condition = sql<SqlBool>`(${sql.join(conditions, sql` or `)})`;
  const compiled = condition.compile(db);
  const key = createHash('sha256')
    .update(JSON.stringify([compiled.sql, compiled.parameters]))
    .digest('base64url');
  return { condition, key };
}
