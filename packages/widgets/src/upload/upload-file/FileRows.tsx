import { Button, Progress, Space, Typography } from 'antd';
import type { WidgetT, WidgetTextKey } from '../../i18n/index.js';
import { sizeText, type UploadedFile } from '../types.js';
import type { UploadStatus } from './chunk-upload.js';
import type { UploadTask } from './use-chunk-uploads.js';

const STATUS_TEXT: Record<UploadStatus, WidgetTextKey> = {
  checking: 'upload.checking',
  waiting: 'upload.waiting',
  uploading: 'upload.uploading',
  paused: 'upload.paused',
  success: 'upload.success',
  error: 'upload.error',
};

const rowStyle = { display: 'flex', alignItems: 'center', gap: 8, padding: '2px 0' } as const;

/** A file on its way: its status, progress and what may be done now. */
export function TaskRow({
  task,
  t,
  onControl,
  onRemove,
}: {
  task: UploadTask;
  t: WidgetT;
  onControl: (action: 'pause' | 'resume' | 'retry') => void;
  onRemove: () => void;
}) {
  const { status } = task;
  return (
    <li style={rowStyle} data-status={status}>
      <Typography.Text ellipsis style={{ flex: '0 1 40%' }}>
        {task.name}
      </Typography.Text>
      <span style={{ flex: '0 0 auto', color: '#999' }}>{sizeText(task.size)}</span>
      <Progress
        style={{ flex: 1, margin: 0 }}
        size="small"
        percent={task.progress}
        status={status === 'error' ? 'exception' : status === 'success' ? 'success' : 'active'}
      />
      <span role="status">{t(STATUS_TEXT[status])}</span>
      <Space size={0}>
        {(status === 'waiting' || status === 'uploading') && (
          <Button type="link" size="small" onClick={() => onControl('pause')}>
            {t('upload.pause')}
          </Button>
        )}
        {status === 'paused' && (
          <Button type="link" size="small" onClick={() => onControl('resume')}>
            {t('upload.resume')}
          </Button>
        )}
        {status === 'error' && (
          <Button type="link" size="small" onClick={() => onControl('retry')}>
            {t('upload.retry')}
          </Button>
        )}
        {status !== 'success' && (
          <Button type="link" size="small" danger onClick={onRemove}>
            {t('upload.remove')}
          </Button>
        )}
      </Space>
    </li>
  );
}

/** A stored file: preview, download and, while editing, delete. */
export function StoredRow({
  file,
  t,
  editable,
  onPreview,
  onDownload,
  onDelete,
}: {
  file: UploadedFile;
  t: WidgetT;
  editable: boolean;
  onPreview: () => void;
  onDownload: () => void;
  onDelete: () => void;
}) {
  return (
    <li style={rowStyle}>
      <Typography.Text ellipsis style={{ flex: '0 1 60%' }} title={file.name}>
        {file.name}
      </Typography.Text>
      <span style={{ flex: 1, color: '#999' }}>{sizeText(file.fileSize)}</span>
      <Space size={0}>
        <Button
          type="link"
          size="small"
          onClick={onPreview}
          aria-label={`${t('upload.preview')} ${file.name}`}
        >
          {t('upload.preview')}
        </Button>
        <Button
          type="link"
          size="small"
          onClick={onDownload}
          aria-label={`${t('upload.download')} ${file.name}`}
        >
          {t('upload.download')}
        </Button>
        {editable && (
          <Button
            type="link"
            size="small"
            danger
            onClick={onDelete}
            aria-label={`${t('upload.delete')} ${file.name}`}
          >
            {t('upload.delete')}
          </Button>
        )}
      </Space>
    </li>
  );
}
