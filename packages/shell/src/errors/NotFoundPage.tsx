import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useText } from '../i18n/i18n.js';
import { HOME_PATH } from '../navigation/paths.js';
import { ERRORS_TEXT } from './messages.js';

/** /404, where unknown paths end up. */
export function NotFoundPage() {
  const t = useText(ERRORS_TEXT);
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound')}
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            {t('backHome')}
          </Button>
        }
      />
    </Flex>
  );
}
