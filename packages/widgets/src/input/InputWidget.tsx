import { Input } from 'antd';
import type { ReactNode } from 'react';
import { useDefaultWording } from '../i18n/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

export interface InputWidgetProps extends WidgetProps<string> {
  prepend?: ReactNode;
  append?: ReactNode;
  maxlength?: number;
  /** Shows "n / maxlength" under the box; on by default when maxlength is set. */
  showWordLimit?: boolean;
  clearable?: boolean;
  showPassword?: boolean;
}

export function InputWidget(props: InputWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, prepend, append, maxlength } = props;
  const shown = useDefaultWording();
  if (readOnly) {
    return (
      <ReadOnlyText>
        {prepend}
        {value ?? ''}
        {append}
      </ReadOnlyText>
    );
  }
  const Box = props.showPassword ? Input.Password : Input;
  return (
    <Box
      value={value ?? ''}
      onChange={(event) => onChange?.(event.target.value)}
      disabled={disabled}
      placeholder={shown(placeholder)}
      // antd 5.29 warns about addons even when they are undefined, so pass them only when set.
      {...(prepend === undefined ? {} : { addonBefore: prepend })}
      {...(append === undefined ? {} : { addonAfter: append })}
      maxLength={maxlength}
      showCount={maxlength !== undefined && props.showWordLimit !== false}
      allowClear={props.clearable}
    />
  );
}
