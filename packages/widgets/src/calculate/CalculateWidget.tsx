import { AMOUNT_TOO_LARGE, type CalcExpression } from '@formwork/schema';
import { Input } from 'antd';
import { useEffect, useRef } from 'react';
import { useWidgetText } from '../i18n/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { CALCULATE_DEBOUNCE_MS, useCalculated } from './use-calculated.js';

export interface CalculateWidgetProps extends WidgetProps<number | null> {
  /**
   * The formula. With it the widget computes its own result over `values` and emits it; without
   * it (a form that computes centrally, like the runtime) it only shows `value`.
   */
  expression?: CalcExpression;
  /** The form's values the formula's field references read. */
  values?: Readonly<Record<string, unknown>>;
  /** Pause after the last change before recomputing; 500 ms by default. */
  delay?: number;
}

const NO_VALUES: Readonly<Record<string, unknown>> = {};

/** 2 decimals, or '' for anything that is not a finite number. */
export function calculatedText(value: number | string | null | undefined): string {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number.toFixed(2) : '';
}

function CalculatedBox({ text, message, readOnly }: { text: string; message?: string; readOnly?: boolean }) {
  const t = useWidgetText();
  // The evaluator's one message is its Chinese wording; it is shown in the user's language.
  const shown = message === AMOUNT_TOO_LARGE ? t('calculate.tooLarge') : (message ?? text);
  if (readOnly) return <ReadOnlyText>{shown}</ReadOnlyText>;
  return (
    <Input
      className="fw-widget-calculate"
      value={shown}
      readOnly
      status={message ? 'error' : undefined}
      style={{ cursor: 'default' }}
    />
  );
}

function SelfCalculating(props: CalculateWidgetProps & { expression: CalcExpression }) {
  const { expression, values = NO_VALUES, delay = CALCULATE_DEBOUNCE_MS, value, onChange } = props;
  const calculation = useCalculated(expression, values, delay);
  const emit = useRef(onChange);
  emit.current = onChange;
  useEffect(() => {
    // Only a changed result is emitted, so a form echoing it back does not loop.
    if (calculation.value !== (value ?? null)) emit.current?.(calculation.value);
  }, [calculation, value]);
  return <CalculatedBox text={calculation.text} message={calculation.message} readOnly={props.readOnly} />;
}

/**
 * A calculated field (jnpfKey `calculate`): read-only, always 2 decimals. Given `expression`, it
 * evaluates it with the same `evaluateExpression` the server runs (missing or bad values count as
 * 0, NaN as 0, more than 12 integer digits shows 金额过大无法计算 and emits null), 500 ms after the
 * referenced values stop changing.
 */
export function CalculateWidget(props: CalculateWidgetProps) {
  if (props.expression?.length) return <SelfCalculating {...props} expression={props.expression} />;
  return <CalculatedBox text={calculatedText(props.value)} readOnly={props.readOnly} />;
}
