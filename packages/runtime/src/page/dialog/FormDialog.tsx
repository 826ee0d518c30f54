import type { FormSettings } from '@formwork/schema';
import { Button, Drawer, Modal, Space, Spin } from 'antd';
import type { ReactNode } from 'react';
import { ownOrDefault } from '../../i18n/instance.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { useNarrow } from '../../responsive/use-narrow.js';
import { DEFAULT_POPUP_WIDTH } from '../texts.js';

export interface FormDialogProps {
  open: boolean;
  title: string;
  settings: FormSettings;
  /** Detail shows the record only: one button to close. */
  readOnly: boolean;
  /** The record is still being fetched. */
  loading: boolean;
  saving: boolean;
  onOk: () => void;
  /** Cancel, the close icon and Escape all come here, so one dirty check covers them. */
  onCancel: () => void;
  children: ReactNode;
}

function Footer({
  settings,
  readOnly,
  loading,
  saving,
  onOk,
  onCancel,
}: Omit<FormDialogProps, 'open' | 'title' | 'children'>) {
  const t = useRuntimeText();
  return (
    <Space>
      <Button onClick={onCancel}>
        {readOnly ? t('page.close') : ownOrDefault(settings.cancelButtonText, t, 'page.cancel')}
      </Button>
      {!readOnly && (
        <Button type="primary" loading={saving} disabled={loading} onClick={onOk}>
          {ownOrDefault(settings.confirmButtonText, t, 'page.ok')}
        </Button>
      )}
    </Space>
  );
}

/**
 * The form of a page in a dialog, a full-screen dialog or a drawer (FormSettings.popupType). On
 * a phone a dialog takes the whole screen and a drawer its whole width: a dialog of the form's
 * width would run off the screen's side.
 */
export function FormDialog(props: FormDialogProps) {
  const { open, title, settings, loading, onCancel, children } = props;
  const narrow = useNarrow();
  const width = narrow ? '100%' : settings.popupWidth || DEFAULT_POPUP_WIDTH;
  const footer = <Footer {...props} />;
  const body = loading ? (
    <div style={{ textAlign: 'center', padding: 48 }}>
      <Spin />
    </div>
  ) : (
    children
  );

  if (settings.popupType === 'drawer') {
    return (
      <Drawer
        title={title}
        open={open}
        width={width}
        onClose={onCancel}
        maskClosable={false}
        destroyOnHidden
        footer={<div style={{ textAlign: 'right' }}>{footer}</div>}
      >
        {body}
      </Drawer>
    );
  }
  const fullScreen = narrow || settings.popupType === 'fullScreen';
  return (
    <Modal
      title={title}
      open={open}
      width={fullScreen ? '100vw' : width}
      style={fullScreen ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      styles={
        fullScreen
          ? {
              body: { height: 'calc(100vh - 110px)', overflowY: 'auto' },
              ...(narrow && { content: { borderRadius: 0, minHeight: '100vh' } }),
            }
          : undefined
      }
      onCancel={onCancel}
      maskClosable={false}
      destroyOnHidden
      footer={footer}
    >
      {body}
    </Modal>
  );
}
