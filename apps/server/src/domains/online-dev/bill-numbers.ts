import type { Db } from '../../db/database.js';
import { AppError, badDataField } from '../../http/envelope.js';
import { nextBillNumber } from '../bill-rule/index.js';
import type { Model } from './model.js';

/**
 * A new record's bill-number fields get the next number of their rule (`props.rule`, the rule's
 * enCode), issued here and never taken from the client, so two people saving at once never share
 * one. Run inside the insert's transaction: a failed insert does not use up a number.
 */
export async function issueBillNumbers(db: Db, model: Model, values: Record<string, unknown>): Promise<void> {
  for (const [vModel, field] of model.fields) {
    if (field.jnpfKey !== 'billRule') continue;
    const rule = field.props?.rule;
    if (typeof rule !== 'string' || rule === '') continue;
    try {
      values[vModel] = await nextBillNumber(db, rule);
    } catch (error) {
      // The rule's refusal names its own field (its code or label), which means nothing on this form.
      const reason =
        error instanceof AppError && error.field
          ? error.message.replace(/^[^:]*: /, '')
          : error instanceof Error
            ? error.message.replace(/^enCode: /, '')
            : String(error);
      throw badDataField(vModel, 'onlineDev.billNumberFailed', { label: field.label || vModel, reason });
    }
  }
}
