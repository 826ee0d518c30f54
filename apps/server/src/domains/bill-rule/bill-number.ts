import { billDateParts as dateParts } from '@formwork/schema';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';

/**
 * Issues the next number of a rule: prefix + date part + serial (startNumber + how many were
 * issued under this date part before, zero-padded to `digit`) + suffix.
 *
 * One UPDATE reads and advances the counter, so the row lock makes every number unique however
 * many calls race, on PostgreSQL and PGlite alike; the SET expressions read the target row itself,
 * which PostgreSQL re-reads after waiting for the lock. The counter restarts when the date part
 * moves forward. A call that took its time before the lock and carries an older date part than
 * the one already stored gets a number under the newer part, never a second number under the old.
 */
export async function nextBillNumber(db: Db, enCode: string, now = new Date()): Promise<string> {
  const parts = JSON.stringify(dateParts(now));
  const restarts = sql`rule.part > b.date_part`;
  const serial = sql`cast(b.start_number + case when ${restarts} then 0 else b.this_number end as text)`;
  const { rows } = await sql<{ outputNumber: string }>`
    with rule as (
      select id, coalesce(cast(${parts} as jsonb) ->> date_format, '') as part
      from bill_rule where en_code = ${enCode}
    )
    update bill_rule b
    set this_number = case when ${restarts} then 1 else b.this_number + 1 end,
      date_part = greatest(b.date_part, rule.part),
      output_number = b.prefix || greatest(b.date_part, rule.part)
        || lpad(${serial}, greatest(b.digit, length(${serial})), '0') || b.suffix,
      last_modify_time = now()
    from rule
    where b.id = rule.id and b.enabled_mark = 1
    returning b.output_number as "outputNumber"`.execute(db);
  const issued = rows[0];
  if (issued) return issued.outputNumber;
  const rule = await db.selectFrom('billRule').select('id').where('enCode', '=', enCode).executeTakeFirst();
  throw badField('enCode', rule ? 'billRule.disabled' : 'billRule.missing', { enCode });
}
