import { PaperClipOutlined } from '@ant-design/icons';
import { Divider, Flex, Modal, Typography, theme } from 'antd';
import { useText } from '../i18n/i18n.js';
import { formatDate } from '../utils/timestamp.js';
import { parseAttachments } from './attachments.js';
import type { MessageDetail } from './message-api.js';
import { MESSAGES_TEXT } from './messages.js';
import { sanitizeMessageHtml } from './sanitize.js';

/** The viewer dialog: the notice's title, sender, time, its body and attachments. */
export function MessageDialog({ detail, onClose }: { detail: MessageDetail | null; onClose: () => void }) {
  const t = useText(MESSAGES_TEXT);
  const { token } = theme.useToken();
  const attachments = parseAttachments(detail?.files);
  return (
    <Modal
      open={detail !== null}
      onCancel={onClose}
      title={t('viewTitle')}
      footer={null}
      width="min(800px, calc(100vw - 32px))"
      centered
      destroyOnHidden
    >
      {detail && (
        <article aria-label={detail.title}>
          <Typography.Title level={4} style={{ marginTop: 8, marginBottom: 8, overflowWrap: 'anywhere' }}>
            {detail.title}
          </Typography.Title>
          <Flex gap={token.margin} wrap style={{ color: token.colorTextSecondary }}>
            <span>{formatDate(detail.lastModifyTime)}</span>
            <span>{detail.creatorUser}</span>
          </Flex>
          <Divider style={{ margin: `${token.marginSM}px 0` }} />
          <div
            className="fw-message-body"
            style={{ overflowWrap: 'anywhere', maxHeight: '60vh', overflowY: 'auto' }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been through DOMPurify.
            dangerouslySetInnerHTML={{ __html: sanitizeMessageHtml(detail.bodyText) }}
          />
          {attachments.length > 0 && (
            <section aria-label={t('attachments')} style={{ marginTop: token.margin }}>
              <Typography.Text strong>{t('attachments')}</Typography.Text>
              <ul style={{ listStyle: 'none', padding: 0, margin: `${token.marginXS}px 0 0` }}>
                {attachments.map((file) => (
                  <li key={file.url + file.name}>
                    <a href={file.url} download={file.name} target="_blank" rel="noopener noreferrer">
                      <PaperClipOutlined /> {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
      )}
    </Modal>
  );
}
