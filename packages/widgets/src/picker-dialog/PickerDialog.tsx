import { Button, Modal, theme } from 'antd';
import type { ReactNode } from 'react';
import { useWidgetText } from '../i18n/index.js';
import { SelectedList } from './SelectedList.js';
import type { PickedItem } from './selection.js';
import { PICKER_DIALOG_WIDTH } from './texts.js';

export interface PickerDialogProps {
  open: boolean;
  title: string;
  /** The working selection, shown in the right pane. */
  selected: readonly PickedItem[];
  onRemove(key: string): void;
  onClear(): void;
  onCancel(): void;
  onConfirm(): void;
  /** The left pane: what to pick from. */
  children: ReactNode;
}

const PANE_HEIGHT = 400;

/**
 * The 800px frame every organisation picker shares: what to pick from on the left, the
 * selection on the right, cancel and confirm below. Escape and the close icon cancel.
 */
export function PickerDialog(props: PickerDialogProps) {
  const { token } = theme.useToken();
  const t = useWidgetText();
  const pane = {
    height: PANE_HEIGHT,
    padding: 8,
    border: `1px solid ${token.colorBorderSecondary}`,
    borderRadius: token.borderRadius,
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
  } as const;
  return (
    <Modal
      open={props.open}
      title={props.title}
      width={PICKER_DIALOG_WIDTH}
      onCancel={props.onCancel}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onCancel}>
          {t('picker.cancel')}
        </Button>,
        <Button key="confirm" type="primary" onClick={props.onConfirm}>
          {t('picker.confirm')}
        </Button>,
      ]}
    >
      <div style={{ display: 'flex', gap: 12 }}>
        <section aria-label={t('picker.choices')} style={{ ...pane, flex: 1 }}>
          {props.children}
        </section>
        <div style={{ ...pane, width: 280 }}>
          <SelectedList items={props.selected} onRemove={props.onRemove} onClear={props.onClear} />
        </div>
      </div>
    </Modal>
  );
}
