import { amountInChineseCapitals, formatThousands } from '@formwork/schema';
import { InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { useDefaultWording } from '../i18n/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

export interface InputNumberWidgetProps extends WidgetProps<number | null> {
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  /** Groups the integer digits by thousands while displaying. */
  thousands?: boolean;
  /** Shows the amount in Chinese capitals under the box (JNPF isAmountChinese). */
  isAmountChinese?: boolean;
  addonBefore?: ReactNode;
  addonAfter?: ReactNode;
  controls?: boolean;
}

export function InputNumberWidget(props: InputNumberWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, precision, thousands } = props;
  const shown = useDefaultWording();
  const capitals = props.isAmountChinese && value !== null && value !== undefined && (
    <div className="fw-widget-amount-chinese">{amountInChineseCapitals(value)}</div>
  );
  if (readOnly) {
    const text = thousands
      ? formatThousands(value, precision)
      : value === null || value === undefined
        ? ''
        : precision === undefined
          ? String(value)
          : formatThousands(value, precision).replace(/,/g, '');
    return (
      <>
        <ReadOnlyText>
          {props.addonBefore}
          {text}
          {props.addonAfter}
        </ReadOnlyText>
        {capitals}
      </>
    );
  }
  return (
    <>
      <InputNumber<number>
        value={value ?? null}
        onChange={(next) => onChange?.(next ?? null)}
        disabled={disabled}
        placeholder={shown(placeholder)}
        min={props.min}
        max={props.max}
        step={props.step}
        precision={precision}
        controls={props.controls}
        // antd 5.29 warns about addons even when they are undefined, so pass them only when set.
        {...(props.addonBefore === undefined ? {} : { addonBefore: props.addonBefore })}
        {...(props.addonAfter === undefined ? {} : { addonAfter: props.addonAfter })}
        formatter={
          thousands
            ? (shown, { userTyping }) =>
                userTyping ? groupThousands(shown) : formatThousands(shown ?? '', precision)
            : undefined
        }
        parser={thousands ? (typed) => Number((typed ?? '').replace(/,/g, '')) : undefined}
        style={{ width: '100%' }}
      />
      {capitals}
    </>
  );
}

// While typing, group only the integer digits so a half-typed "1234." keeps its point.
function groupThousands(shown: string | number | undefined): string {
  const [integer = '', fraction] = String(shown ?? '').split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}
