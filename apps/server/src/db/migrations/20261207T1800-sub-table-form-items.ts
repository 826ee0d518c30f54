import { type Kysely, sql } from 'kysely';

// Sub-table columns became form-permission entries of their own, coded `table-column` with rule 2
// and the sub-table as childTableKey (as JNPF stores child-table fields); a release adds them.
// Entries of designs released before get them here from their newest release, and every role
// that held a sub-table is granted its columns, so that nobody loses a cell the server gave them
// until an administrator decides otherwise. Everything here may run again on a restore.

interface Node {
  jnpfKey?: unknown;
  vModel?: unknown;
  label?: unknown;
  children?: unknown;
}

interface SubTable {
  vModel: string;
  label: string;
  columns: Array<{ vModel: string; label: string }>;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const nodes = (value: unknown): Node[] =>
  Array.isArray(value) ? value.filter((node): node is Node => typeof node === 'object' && node !== null) : [];

/** The sub-tables of a form, looking through its containers. */
function subTablesOf(fields: unknown, out: SubTable[] = []): SubTable[] {
  for (const field of nodes(fields)) {
    if (field.jnpfKey === 'table' && text(field.vModel)) {
      const columns = nodes(field.children)
        .filter((column) => text(column.vModel))
        .map((column) => ({ vModel: text(column.vModel), label: text(column.label) || text(column.vModel) }));
      out.push({ vModel: text(field.vModel), label: text(field.label) || text(field.vModel), columns });
    } else subTablesOf(field.children, out);
  }
  return out;
}

function formFieldsOf(formData: string): unknown {
  try {
    return (JSON.parse(formData) as { fields?: unknown } | null)?.fields;
  } catch {
    return undefined;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: migrations describe the database as it was then
export async function up(db: Kysely<any>): Promise<void> {
  const { rows: releases } = await sql<{ visualdevId: string; formData: string }>`
    select r.visualdev_id as "visualdevId", r.form_data as "formData" from visualdev_release r
    where r.version = (select max(n.version) from visualdev_release n where n.visualdev_id = r.visualdev_id)
  `.execute(db);
  for (const release of releases) {
    const moduleId = `menu-visualdev-${release.visualdevId}`;
    for (const table of subTablesOf(formFieldsOf(release.formData))) {
      const { rows } = await sql<{ id: string; sortCode: number }>`
        select id, sort_code as "sortCode" from module_form
        where module_id = ${moduleId} and en_code = ${table.vModel}
      `.execute(db);
      const entry = rows[0];
      if (!entry) continue;
      for (const column of table.columns) {
        const enCode = `${table.vModel}-${column.vModel}`;
        const id = `${moduleId}:form:${enCode}`;
        // Same sort code as the sub-table: ordered by id, the columns follow it.
        await sql`
          insert into module_form (id, module_id, en_code, full_name, sort_code, field_rule, child_table_key)
          select ${id}, ${moduleId}, ${enCode}, ${`${table.label}-${column.label}`}, ${entry.sortCode}, 2, ${table.vModel}
          where not exists (select 1 from module_form where module_id = ${moduleId} and en_code = ${enCode})
        `.execute(db);
        await sql`
          insert into authorize (role_id, item_type, item_id)
          select a.role_id, 'form', f.id from authorize a
          join module_form f on f.module_id = ${moduleId} and f.en_code = ${enCode}
          where a.item_type = 'form' and a.item_id = ${entry.id}
          on conflict (role_id, item_type, item_id) do nothing
        `.execute(db);
      }
    }
  }
}

// The entries stay: they are what a release of today publishes too.
// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(_db: Kysely<any>): Promise<void> {}
