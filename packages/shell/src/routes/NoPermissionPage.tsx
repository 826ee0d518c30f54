import { Button, Card, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { LAYOUT_TEXT } from '../layout/messages.js';
import { HOME_PATH } from '../navigation/paths.js';

/**
 * What a page of the console shows, inside the layout, to a user whose menus do not grant it:
 * the page exists, so "not found" would mislead, and the layout stays so they can go elsewhere.
 */
export function NoPermissionPage() {
  const t = useText(LAYOUT_TEXT);
  const navigate = useNavigate();
  return (
    <Card variant="borderless" style={{ minHeight: 'calc(100vh - 120px)' }}>
      <Result
        status="403"
        title={t('noPermission.title')}
        subTitle={t('noPermission.subtitle')}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('noPermission.home')}
          </Button>
        }
      />
    </Card>
  );
}
