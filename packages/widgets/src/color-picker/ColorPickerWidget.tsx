import { ColorPicker } from 'antd';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';

export interface ColorPickerWidgetProps extends WidgetProps<string | null> {
  showAlpha?: boolean;
  colorFormat?: 'hex' | 'rgb' | 'hsb';
}

/** Stores the colour as text: #rrggbb (or #rrggbbaa with alpha), rgb() or hsb() per colorFormat. */
export function ColorPickerWidget(props: ColorPickerWidgetProps) {
  const { value, onChange, disabled, readOnly, colorFormat = 'hex' } = props;
  if (readOnly) {
    return (
      <ReadOnlyText>
        {value ? <span className="fw-widget-swatch" style={{ background: value }} /> : null}
        {value ?? ''}
      </ReadOnlyText>
    );
  }
  return (
    <ColorPicker
      value={value ?? null}
      onChangeComplete={(color) => {
        const text =
          colorFormat === 'rgb'
            ? color.toRgbString()
            : colorFormat === 'hsb'
              ? color.toHsbString()
              : color.toHexString();
        onChange?.(text);
      }}
      onClear={() => onChange?.(null)}
      allowClear
      disabledAlpha={!props.showAlpha}
      disabled={disabled}
      format={colorFormat}
      showText
    />
  );
}
