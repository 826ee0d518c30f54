import { Button, message } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import type { StoredFile } from '../../data-provider/types.js';
import { useDataProvider } from '../../data-provider/WidgetsProvider.js';
import { DocPreviewDialog } from '../../doc-preview/DocPreviewDialog.js';
import { useWidgetText } from '../../i18n/index.js';
import type { WidgetProps } from '../../shared/types.js';
import { extensionOf } from '../limits.js';
import type { UploadedFile } from '../types.js';
import { type UnfinishedUploads, useReportUnfinished } from '../unfinished.js';
import { FILE_UPLOAD_TYPE, type UploadStatus } from './chunk-upload.js';
import { StoredRow, TaskRow } from './FileRows.js';
import { countRefusal, type FileLimits, fileRefusal } from './file-checks.js';
import { startDownload } from './navigate.js';
import { useChunkUploads } from './use-chunk-uploads.js';

export interface UploadFileWidgetProps
  extends Omit<WidgetProps<UploadedFile[] | null>, 'placeholder'>,
    FileLimits {
  /** The button's text; 选择文件 (in the user's language) by default. */
  buttonText?: string;
  /** A hint under the button. */
  tipText?: string;
  /** Asked before a file is sent; false (or a rejection) cancels that file without a message. */
  beforeUpload?: (file: File) => boolean | Promise<boolean>;
  /** The form marks a sealed contract: its files can no longer be deleted (盖章后合同不能删除). */
  sealed?: boolean;
  /** Replaces the hashing (a story without workers); must answer the file's md5. */
  hash?: (file: Blob) => Promise<string>;
  /** Told how many uploads are still short of the value, so a form can refuse to save meanwhile. */
  onUploadsChange?: (uploads: UnfinishedUploads) => void;
}

const toRecord = (file: File, stored: StoredFile): UploadedFile => ({
  name: file.name,
  fileId: stored.name,
  url: stored.url,
  fileSize: stored.fileSize ?? file.size,
  fileExtension: stored.fileExtension ?? extensionOf(file.name),
});

/**
 * uploadFile: files are hashed, then sent in chunks the server does not
 * hold yet, resumably; the value lists the stored files. Each stored file can be previewed,
 * downloaded and, while editing, deleted.
 */
export function UploadFileWidget({
  value,
  onChange,
  disabled,
  readOnly,
  limit,
  fileSize,
  sizeUnit,
  accept,
  buttonText,
  tipText,
  beforeUpload,
  sealed,
  hash,
  onUploadsChange,
}: UploadFileWidgetProps) {
  const provider = useDataProvider();
  const t = useWidgetText();
  const [toast, holder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [previewing, setPreviewing] = useState<UploadedFile | null>(null);
  const files = value ?? [];
  // Uploads finish one after another; each adds to the value as it stands then, not as it was.
  const current = useRef(files);
  current.current = files;
  const single = limit === 1;
  const editable = !readOnly && !disabled;

  const uploads = useChunkUploads({
    provider,
    ...(hash && { hash }),
    onDone: (file, stored) => {
      const next = [...(single ? [] : current.current), toRecord(file, stored)];
      current.current = next;
      onChange?.(next);
    },
    onRefused: (text, shown) => {
      if (!shown) void toast.error(text || t('upload.requestFailed'));
    },
    onUnreadable: () => void toast.error(t('upload.unreadable')),
  });

  const count = (...statuses: UploadStatus[]) =>
    uploads.tasks.filter((task) => statuses.includes(task.status)).length;
  useReportUnfinished(
    {
      running: count('checking', 'waiting', 'uploading'),
      paused: count('paused'),
      failed: count('error'),
    },
    onUploadsChange,
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    // One file at a time when the limit is 1: a new choice replaces the one being sent.
    if (single) for (const task of uploads.tasks) uploads.remove(task.key);
    const held = single ? files.length : files.length + uploads.tasks.length;
    const tooMany = countRefusal(held, chosen.length, { limit }, t);
    if (tooMany) return void toast.error(tooMany);
    for (const file of chosen) {
      const refusal = fileRefusal(file, { fileSize, sizeUnit, accept }, t);
      if (refusal) {
        void toast.error(refusal);
        continue;
      }
      if (beforeUpload && !(await Promise.resolve(beforeUpload(file)).catch(() => false))) continue;
      uploads.add(file);
    }
  };

  const download = async (file: UploadedFile) => {
    try {
      startDownload(await provider.downloadLink({ type: FILE_UPLOAD_TYPE, fileId: file.fileId }), file.name);
    } catch (error) {
      void toast.error(error instanceof Error && error.message ? error.message : t('upload.requestFailed'));
    }
  };

  const remove = (file: UploadedFile) => {
    if (sealed) return void toast.warning(t('upload.sealed'));
    onChange?.(files.filter((item) => item !== file));
  };

  return (
    <div>
      {holder}
      {!readOnly && (
        <>
          <input
            ref={input}
            type="file"
            hidden
            multiple={!single}
            accept={accept || undefined}
            onChange={choose}
            data-testid="upload-file-input"
          />
          <Button disabled={disabled} onClick={() => input.current?.click()}>
            {buttonText || t('upload.chooseFile')}
          </Button>
          {tipText && <div style={{ color: '#999', marginTop: 4 }}>{tipText}</div>}
        </>
      )}
      <ul style={{ listStyle: 'none', padding: 0, margin: '4px 0 0' }}>
        {files.map((file) => (
          <StoredRow
            key={`${file.fileId}:${file.name}`}
            file={file}
            t={t}
            editable={editable}
            onPreview={() => setPreviewing(file)}
            onDownload={() => void download(file)}
            onDelete={() => remove(file)}
          />
        ))}
        {uploads.tasks.map((task) => (
          <TaskRow
            key={task.key}
            task={task}
            t={t}
            onControl={(action) => uploads.control(task.key, action)}
            onRemove={() => uploads.remove(task.key)}
          />
        ))}
      </ul>
      <DocPreviewDialog
        open={previewing !== null}
        fileName={previewing?.name}
        loadUrl={() =>
          previewing
            ? provider.previewLink({ fileName: previewing.fileId, fileDownloadUrl: previewing.url })
            : Promise.resolve(null)
        }
        onClose={() => setPreviewing(null)}
      />
    </div>
  );
}
