import { Button, Flex, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../navigation/paths.js';
import { usePageTitle } from '../page-title/usePageTitle.js';

/** Where unknown paths end up (spec shell.md 2.1, /404). */
export function NotFoundPage() {
  usePageTitle('404');
  const navigate = useNavigate();
  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle="抱歉，您访问的页面不存在"
        extra={
          <Button type="primary" onClick={() => navigate(HOME_PATH)}>
            返回首页
          </Button>
        }
      />
    </Flex>
  );
}
