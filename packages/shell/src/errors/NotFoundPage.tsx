import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../navigation/paths.js';
import './messages.js';

/** /404, where unknown paths end up. */
export function NotFoundPage() {
  const { t } = useTranslation('errors');
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
