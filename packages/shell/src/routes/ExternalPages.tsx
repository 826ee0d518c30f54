import { Button, Card, Result } from 'antd';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { LAYOUT_TEXT } from '../layout/messages.js';

/** Types 6 and 7 with _self: the address inside the app. */
export function EmbeddedPage({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      src={url}
      title={title}
      style={{
        display: 'block',
        width: '100%',
        height: 'calc(100vh - 120px)',
        border: 0,
        background: '#fff',
      }}
    />
  );
}

/**
 * Types 6 and 7 reached by URL rather than a menu click: a _blank entry offers its new window (a
 * browser opens one only on a click), any other target is a plain link.
 */
export function ExternalLinkPage({
  url,
  title,
  newWindow,
}: {
  url: string;
  title: string;
  newWindow: boolean;
}) {
  const t = useText(LAYOUT_TEXT);
  return (
    <Card variant="borderless">
      <Result
        icon={<Icon name="link" style={{ fontSize: 64, color: '#bfbfbf' }} />}
        title={title}
        subTitle={newWindow ? t('external.newWindow') : t('external.link')}
        extra={
          <Button
            type="primary"
            href={url}
            {...(newWindow && { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {t('external.open')}
          </Button>
        }
      />
    </Card>
  );
}
