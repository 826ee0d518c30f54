import { CheckCircleOutlined, CloseCircleOutlined, EditOutlined, LoadingOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { SaveState } from './use-autosave.js';

const ICONS = {
  saved: <CheckCircleOutlined />,
  dirty: <EditOutlined />,
  saving: <LoadingOutlined />,
  failed: <CloseCircleOutlined />,
};

/** 已保存 / 保存中 / 保存失败 (with a retry) beside the toolbar. */
export function SaveIndicator({ state, onRetry }: { state: SaveState; onRetry(): void }) {
  const t = useDesignerText();
  return (
    <Space role="status" aria-live="polite">
      <Typography.Text type={state === 'failed' ? 'danger' : 'secondary'}>
        {ICONS[state]} {t(`save.${state}`)}
      </Typography.Text>
      {state === 'failed' && (
        <Button size="small" onClick={onRetry}>
          {t('save.retry')}
        </Button>
      )}
    </Space>
  );
}
