import { createHash } from 'node:crypto';
import {
  dataFieldsOf,
  type FieldSchema,
  type FormSchema,
  type ListSchema,
  ListType,
  SearchType,
} from '@formwork/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { storesMany } from './field-values.js';

const MODEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
const hash = (text: string) => createHash('md5').update(text).digest('hex').slice(0, 12);

/** Every index of one model shares this prefix, so those no longer wanted can be found. */
const prefixOf = (modelId: string) => `odr_${hash(modelId)}_`;

interface WantedIndex {
  name: string;
  vModel: string;
  gin: boolean;
}

/**
 * The fields a list sorts or filters by: sortable columns, the default sort, equal and range
 * searches and the tree relation. Fuzzy searches gain nothing from a b-tree. Fields that store
 * several values are searched by containment, which a GIN index serves.
 */
function wantedIndexes(modelId: string, form: FormSchema, list: Partial<ListSchema> | null): WantedIndex[] {
  const fields = new Map<string, FieldSchema>(
    dataFieldsOf(form)
      .filter((field) => field.jnpfKey !== 'table')
      .map((field) => [field.vModel as string, field]),
  );
  const wanted = new Set<string>();
  for (const column of list?.columnList ?? []) if (column.sortable) wanted.add(column.prop);
  if (list?.defaultSidx) wanted.add(list.defaultSidx);
  for (const search of list?.searchList ?? [])
    if (search.searchType !== SearchType.fuzzy) wanted.add(search.prop);
  if (list?.type === ListType.leftTree && list.treeRelation) wanted.add(list.treeRelation);
  return [...wanted].flatMap((vModel) => {
    const field = fields.get(vModel);
    if (!field) return [];
    const gin = storesMany(field);
    return [{ name: `${prefixOf(modelId)}${hash(`${gin ? 'gin' : 'btree'}:${vModel}`)}`, vModel, gin }];
  });
}

/**
 * Per-model partial expression indexes (with statistics on their expressions), so a 20-row page of a sorted, filtered list reads about
 * 20 index entries even when the model holds 100,000 records. Run at each release; indexes of
 * fields the new version no longer sorts or filters by are dropped. Names and the model id are
 * inlined (DDL takes no parameters): the id is checked against its pattern and, like each
 * vModel, quoted as a literal.
 */
export async function syncModelIndexes(
  db: Db,
  modelId: string,
  form: FormSchema,
  list: Partial<ListSchema> | null,
): Promise<string[]> {
  if (!MODEL_ID.test(modelId)) throw new Error(`model id ${modelId} cannot name an index`);
  const wanted = wantedIndexes(modelId, form, list);
  const names = new Set(wanted.map((index) => index.name));
  await withRecordTriggersFired(db, async () => {
    for (const name of await modelIndexes(db, modelId)) {
      if (!names.has(name)) await sql`drop index if exists ${sql.id(name)}`.execute(db);
    }
    for (const index of wanted) {
      const key = sql`(data -> ${sql.lit(index.vModel)})`;
      // The planner ignores the statistics of partial indexes; without these it would guess how
      // many records a filter keeps, and sort thousands where reading 20 down an index would do.
      // One object per field name serves every model that uses the name.
      await sql`create statistics if not exists ${sql.id(`odr_st_${hash(index.vModel)}`)} (mcv)
        on model_id, ${key} from online_dev_record`.execute(db);
      const predicate = sql`where model_id = ${sql.lit(modelId)}`;
      await (index.gin
        ? sql`create index if not exists ${sql.id(index.name)} on online_dev_record
            using gin (${key} jsonb_path_ops) ${predicate}`
        : sql`create index if not exists ${sql.id(index.name)} on online_dev_record
            (${key}, id) ${predicate}`
      ).execute(db);
    }
  });
  await sql`analyze online_dev_record`.execute(db);
  return [...names];
}

async function modelIndexes(db: Db, modelId: string): Promise<string[]> {
  const { rows } = await sql<{ indexname: string }>`
    select indexname from pg_indexes
    where tablename = 'online_dev_record' and starts_with(indexname, ${prefixOf(modelId)})`.execute(db);
  return rows.map((row) => row.indexname);
}

/** When a model is deleted its records go with it (on delete cascade), and so do its indexes. */
export async function dropModelIndexes(db: Db, modelId: string): Promise<void> {
  for (const name of await modelIndexes(db, modelId)) {
    await sql`drop index if exists ${sql.id(name)}`.execute(db);
  }
}

/**
 * PostgreSQL refuses to create an index on a table while the transaction still owes that table
 * deferred trigger events ("pending trigger events"): the change stamps of records written
 * earlier in the transaction, such as a release moving renamed values to their new names, wait
 * for the commit. The index changes stay in the transaction of those writes, so that a failure
 * leaves neither behind: the table's deferred triggers fire now instead, and go back to waiting
 * for the commit for whatever the transaction writes afterwards. Firing early keeps the model's
 * stamp locked until the commit, which costs nothing here: building an index already keeps
 * every writer of the table waiting until then.
 */
async function withRecordTriggersFired(db: Db, work: () => Promise<void>): Promise<void> {
  const { rows } = await sql<{ schema: string; name: string }>`
    select n.nspname as schema, t.tgname as name
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where t.tgrelid = 'online_dev_record'::regclass and t.tgdeferrable and t.tginitdeferred`.execute(db);
  if (rows.length === 0) return work();
  const triggers = sql.join(rows.map((row) => sql.id(row.schema, row.name)));
  await sql`set constraints ${triggers} immediate`.execute(db);
  await work();
  await sql`set constraints ${triggers} deferred`.execute(db);
}
