import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useDefaultWording, useWidgetText } from '../i18n/index.js';

export interface PickerTriggerProps {
  /** What the field holds, as text. */
  text: string;
  placeholder?: string;
  disabled?: boolean;
  clearable?: boolean;
  onOpen: () => void;
  onClear: () => void;
  /** Escape pressed on the field: the picker closes even if its popup never took the focus. */
  onEscape: () => void;
}

const clearStyle = {
  border: 0,
  padding: 0,
  background: 'none',
  cursor: 'pointer',
  color: 'rgba(0, 0, 0, 0.25)',
  lineHeight: 1,
} as const;

/** The field's face: read-only text that opens the picker on click or Enter, with a clear button. */
export function PickerTrigger(props: PickerTriggerProps) {
  const { text, placeholder, disabled, clearable, onOpen, onClear, onEscape } = props;
  const t = useWidgetText();
  const shown = useDefaultWording();
  const canClear = clearable !== false && !disabled && text !== '';
  return (
    <Input
      readOnly
      value={text}
      placeholder={shown(placeholder)}
      disabled={disabled}
      aria-haspopup="dialog"
      style={{ cursor: disabled ? 'not-allowed' : 'pointer' }}
      onClick={() => {
        if (!disabled) onOpen();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') return onEscape();
        if (event.key !== 'Enter' || disabled) return;
        event.preventDefault();
        onOpen();
      }}
      suffix={
        canClear ? (
          <button type="button" aria-label={t('picker.clear')} style={clearStyle} onClick={onClear}>
            <CloseCircleFilled />
          </button>
        ) : (
          <SearchOutlined style={{ color: 'rgba(0, 0, 0, 0.25)' }} />
        )
      }
    />
  );
}
