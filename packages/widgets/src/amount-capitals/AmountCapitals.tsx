import { amountInChineseCapitals } from '@formwork/schema';

export interface AmountCapitalsProps {
  /** The amount; blank, non-numeric or more than 16 integer digits shows nothing. */
  value?: number | string | null;
}

/** An amount in Chinese financial capitals, up to 4 decimals (角分厘毫), 整 when there are none. */
export function AmountCapitals({ value }: AmountCapitalsProps) {
  const text = amountInChineseCapitals(value);
  if (!text) return null;
  return <div className="fw-widget-amount-chinese">{text}</div>;
}
