import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { LAYOUT_TEXT } from '../layout/messages.js';
import { HOME_PATH } from '../navigation/paths.js';

/** What a menu entry shows while its page is not built yet: its title and a clear notice. */
export function NotAvailablePage({ title }: { title: string }) {
  const t = useText(LAYOUT_TEXT);
  const navigate = useNavigate();
  return (
    <Card variant="borderless" style={{ minHeight: 'calc(100vh - 120px)' }}>
      <Result
        icon={<Icon name="build" style={{ fontSize: 72, color: '#bfbfbf' }} />}
        title={title}
        subTitle={t('unavailable.subtitle')}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('unavailable.home')}
          </Button>
        }
      />
    </Card>
  );
}
