import { Modal, Typography } from 'antd';
import { useText } from '../i18n/i18n.js';
import { ABOUT_WIDTH } from './AboutDialog.js';
import { DIALOGS_TEXT } from './messages.js';

/** The official statement about the demo data. */
export function StatementDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText(DIALOGS_TEXT);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('statementTitle')}
      width={ABOUT_WIDTH}
      footer={null}
      centered
      destroyOnHidden
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('statement')}</Typography.Paragraph>
    </Modal>
  );
}
