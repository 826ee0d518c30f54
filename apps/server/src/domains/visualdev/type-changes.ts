import { countMisfits, dataFieldsOf, type FieldSchema, type FormSchema, ResultCode } from '@formwork/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../http/envelope.js';

export interface TypeChange {
  vModel: string;
  label: string;
  from: string;
  to: string;
  /** Records whose stored value the field, as it is now, would refuse. */
  records: number;
}

/**
 * The record's own data fields by the key their values are stored under now: a field renamed
 * since the release still has them under its earlier name.
 */
function byStoredKey(form: FormSchema, useRenames: boolean): Map<string, FieldSchema> {
  return new Map(
    dataFieldsOf(form).map((field) => [(useRenames && field.renamedFrom) || (field.vModel as string), field]),
  );
}

/**
 * The fields whose widget type the draft changes since the last release in a way some stored
 * values would not fit, with how many records hold such a value.
 */
export async function typeChangesOf(
  db: Db,
  modelId: string,
  released: FormSchema | undefined,
  draft: FormSchema,
): Promise<TypeChange[]> {
  if (!released) return [];
  const before = byStoredKey(released, false);
  const changes: TypeChange[] = [];
  for (const [key, field] of byStoredKey(draft, true)) {
    const old = before.get(key);
    if (!old || old.jnpfKey === field.jnpfKey || field.jnpfKey === 'table') continue;
    const rows = await sql<{ value: unknown }>`
      select data -> ${key}::text as value from online_dev_record
      where model_id = ${modelId} and data ? ${key}::text
    `.execute(db);
    const records = countMisfits(
      field,
      rows.rows.map((row) => row.value),
    );
    if (records > 0)
      changes.push({
        vModel: field.vModel ?? key,
        label: field.label ?? key,
        from: old.jnpfKey,
        to: field.jnpfKey,
        records,
      });
  }
  return changes;
}

/** What the refusal says: each change, and what to do. */
function describe(changes: readonly TypeChange[]): string {
  const listed = changes
    .map((c) => `「${c.label}」由 ${c.from} 改为 ${c.to}，${c.records} 条记录的值不符合新类型`)
    .join('；');
  return `${listed}。确认类型变更后再发布`;
}

/**
 * A release refused for type changes not yet confirmed. Answered as a problem of the release
 * form's `confirmTypeChanges` switch, so the message shows beside the switch that accepts it.
 */
export class TypeChangesRefused extends AppError {
  readonly problem: string;

  constructor(readonly changes: readonly TypeChange[]) {
    const problem = describe(changes);
    super(ResultCode.badRequest, `confirmTypeChanges: ${problem}`);
    this.problem = problem;
  }

  envelope() {
    return {
      code: ResultCode.badRequest,
      msg: this.message,
      data: { problems: [{ field: 'confirmTypeChanges', message: this.problem }], typeChanges: this.changes },
    };
  }
}
