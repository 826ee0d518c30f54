import { zh } from '../i18n/catalogue.js';

/** What a bill number field shows before the record is saved and the server issues its number. */
export const BILL_RULE_PLACEHOLDER = zh.billRule.placeholder;

/** The field's text: the stored number, or nothing while it has none. */
export function billNumberText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
