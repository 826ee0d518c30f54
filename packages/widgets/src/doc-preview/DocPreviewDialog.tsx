import { Button, Modal, message, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { zh } from '../i18n/catalogue.js';
import { useWidgetText, type WidgetT, widgetText } from '../i18n/index.js';

/** A file without a preview address closes the dialog with this message. */
export const FILE_MISSING = zh.docPreview.fileMissing;

/** The dialog title "Document preview - {file name}", in the language of `t` (Chinese without one). */
export function docPreviewTitle(fileName: string | undefined, t: WidgetT = widgetText()): string {
  return t('docPreview.title', { name: fileName ?? '' });
}

export interface DocPreviewDialogProps {
  open: boolean;
  /** The file's name, shown in the title. */
  fileName?: string;
  /**
   * Fetches the preview address when the dialog opens (the app asks its server; the widget does
   * no HTTP). null: the file is missing.
   */
  loadUrl: () => Promise<string | null>;
  onClose: () => void;
}

/** Full-screen dialog showing a document's preview address in a frame. */
export function DocPreviewDialog({ open, fileName, loadUrl, onClose }: DocPreviewDialogProps) {
  const [url, setUrl] = useState<string | null>(null);
  const [messages, holder] = message.useMessage();
  const t = useWidgetText();
  const latest = useRef({ loadUrl, onClose, messages, t });
  latest.current = { loadUrl, onClose, messages, t };

  useEffect(() => {
    if (!open) return;
    let current = true;
    setUrl(null);
    const { loadUrl: load, onClose: close, messages: toast, t: text } = latest.current;
    load().then(
      (address) => {
        if (!current) return;
        if (address) return setUrl(address);
        void toast.error(text('docPreview.fileMissing'));
        close();
      },
      (error: unknown) => {
        if (!current) return;
        void toast.error(
          error instanceof Error && error.message ? error.message : text('docPreview.requestFailed'),
        );
        close();
      },
    );
    // Closing (or reopening) before the answer arrives drops it.
    return () => {
      current = false;
    };
  }, [open]);

  return (
    <>
      {holder}
      <Modal
        open={open}
        title={docPreviewTitle(fileName, t)}
        onCancel={onClose}
        width="100%"
        style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
        styles={{ body: { height: 'calc(100vh - 140px)' } }}
        footer={<Button onClick={onClose}>{t('docPreview.cancel')}</Button>}
        destroyOnHidden
      >
        {url ? (
          <iframe
            title={docPreviewTitle(fileName, t)}
            src={url}
            style={{ width: '100%', height: '100%', border: 0 }}
          />
        ) : (
          <Spin style={{ display: 'block', marginTop: 120 }} />
        )}
      </Modal>
    </>
  );
}
