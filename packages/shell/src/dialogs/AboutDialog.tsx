import { Descriptions, Modal, Typography } from 'antd';
import { useText } from '../i18n/i18n.js';
import { useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';
import { DIALOGS_TEXT } from './messages.js';

/** The about dialog's width. */
export const ABOUT_WIDTH = 400;

/** Product name, version and author from the system settings. */
export function AboutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText(DIALOGS_TEXT);
  const product = useProductName();
  const sysConfig = useSessionStore((state) => state.sysConfig);
  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('aboutTitle')}
      width={ABOUT_WIDTH}
      footer={null}
      centered
      destroyOnHidden
    >
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'product', label: t('product'), children: product },
          { key: 'version', label: t('version'), children: sysConfig?.sysVersion || '-' },
          { key: 'author', label: t('author'), children: sysConfig?.companyName || product },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
        {t('slogan')}
      </Typography.Paragraph>
    </Modal>
  );
}
