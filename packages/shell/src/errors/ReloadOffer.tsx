import { Button, Flex, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import './messages.js';

/**
 * Shown when a part of the console could not be fetched because a newer build replaced it: the
 * page the tab runs no longer matches the server's, and loading it again is the remedy.
 */
export function ReloadOffer() {
  const { t } = useTranslation('errors');
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="info"
        title={t('newBuild')}
        subTitle={t('newBuildDetail')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('reload')}
          </Button>
        }
      />
    </Flex>
  );
}
