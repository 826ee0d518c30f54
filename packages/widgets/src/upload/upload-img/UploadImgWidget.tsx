import { Button, Image, message, Spin } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useDataProvider } from '../../data-provider/WidgetsProvider.js';
import { useWidgetText } from '../../i18n/index.js';
import type { WidgetProps } from '../../shared/types.js';
import type { UploadedImage } from '../types.js';
import { type UnfinishedUploads, useReportUnfinished } from '../unfinished.js';
import { refusalMessage, shownAlready } from '../upload-file/chunk-upload.js';
import { type ImageLimits, imageCountRefusal, imageRefusal } from './image-checks.js';

/** Images go under the upload type annexpic. */
export const IMAGE_UPLOAD_TYPE = 'annexpic';
/** A refused image's message stays 1.5 s, as in JNPF. */
const FAILURE_SECONDS = 1.5;
const THUMB = 96;

export interface UploadImgWidgetProps
  extends Omit<WidgetProps<UploadedImage[] | null>, 'placeholder'>,
    ImageLimits {
  /** Asked before an image is sent; false (or a rejection) cancels it without a message. */
  beforeUpload?: (file: File) => boolean | Promise<boolean>;
  tipText?: string;
  /** Told how many images are still being sent, so a form can refuse to save meanwhile. */
  onUploadsChange?: (uploads: UnfinishedUploads) => void;
}

const cardStyle = {
  width: THUMB,
  height: THUMB,
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  position: 'relative',
} as const;

/**
 * uploadImg: images only, each sent whole as annexpic and shown as a
 * thumbnail that opens the preview; the value lists the stored images.
 */
export function UploadImgWidget({
  value,
  onChange,
  disabled,
  readOnly,
  limit,
  fileSize,
  sizeUnit,
  beforeUpload,
  tipText,
  onUploadsChange,
}: UploadImgWidgetProps) {
  const provider = useDataProvider();
  const t = useWidgetText();
  const [toast, holder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState<{ key: string; name: string }[]>([]);
  const images = value ?? [];
  // Images finish one after another; each adds to the value as it stands then.
  const current = useRef(images);
  current.current = images;
  const editable = !readOnly && !disabled;
  // An image is sent whole: it cannot be paused, and a refused one leaves with its message.
  useReportUnfinished({ running: sending.length, paused: 0, failed: 0 }, onUploadsChange);

  const send = async (file: File, key: string) => {
    setSending((list) => [...list, { key, name: file.name }]);
    try {
      const stored = await provider.uploadImage({ type: IMAGE_UPLOAD_TYPE, file, fileName: file.name });
      const next = [...current.current, { name: file.name, fileId: stored.name, url: stored.url }];
      current.current = next;
      onChange?.(next);
    } catch (error) {
      const text =
        refusalMessage(error) || (error instanceof Error && error.message) || t('upload.requestFailed');
      if (!shownAlready(error)) void toast.error(text, FAILURE_SECONDS);
    } finally {
      setSending((list) => list.filter((item) => item.key !== key));
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const tooMany = imageCountRefusal(images.length + sending.length, chosen.length, { limit }, t);
    if (tooMany) return void toast.error(tooMany);
    for (const [index, file] of chosen.entries()) {
      const refusal = imageRefusal(file, { fileSize, sizeUnit }, t);
      if (refusal) {
        void toast.error(refusal);
        continue;
      }
      if (beforeUpload && !(await Promise.resolve(beforeUpload(file)).catch(() => false))) continue;
      void send(file, `${Date.now()}-${index}-${file.name}`);
    }
  };

  const full = !!limit && images.length + sending.length >= limit;

  return (
    <div>
      {holder}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Image.PreviewGroup>
          {images.map((image) => (
            <div key={`${image.fileId}:${image.name}`} style={cardStyle}>
              <Image
                src={image.url}
                alt={image.name}
                width={THUMB}
                height={THUMB}
                style={{ objectFit: 'cover' }}
              />
              {editable && (
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={`${t('upload.delete')} ${image.name}`}
                  style={{ position: 'absolute', top: 0, right: 0, background: 'rgba(255,255,255,.8)' }}
                  onClick={() => onChange?.(images.filter((item) => item !== image))}
                >
                  ×
                </Button>
              )}
            </div>
          ))}
        </Image.PreviewGroup>
        {sending.map((item) => (
          <div key={item.key} style={cardStyle} title={item.name}>
            <Spin />
          </div>
        ))}
        {editable && !full && (
          <>
            <input
              ref={input}
              type="file"
              hidden
              multiple={limit !== 1}
              accept="image/*"
              onChange={choose}
              data-testid="upload-img-input"
            />
            <Button style={{ width: THUMB, height: THUMB }} onClick={() => input.current?.click()}>
              {t('upload.uploadImage')}
            </Button>
          </>
        )}
      </div>
      {tipText && !readOnly && <div style={{ color: '#999', marginTop: 4 }}>{tipText}</div>}
    </div>
  );
}
