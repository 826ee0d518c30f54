import { Button, message } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { ownOrDefault } from '../../i18n/instance.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { useRuntime } from '../../runtime-context.js';

/** An import failure's message stays about 1 s, as in JNPF, not antd's default 3 s. */
const FAILURE_SECONDS = 1;

export interface ImportButtonProps {
  /** Where the chosen file is posted, as multipart `file`. */
  url: string;
  /** The button's text; 导入 (in the runtime's language) by default. */
  label?: string;
  /** The file types the chooser offers, e.g. `.xlsx,.xls`. */
  accept?: string;
  /** After a successful import, e.g. to reload the list. */
  onImported?: () => void;
}

/**
 * The list's import (toolbar `upload`): the chosen file is posted to `url`; an answer of code 200
 * is a success, any other shows the server's message for about a second.
 */
export function ImportButton({ url, label, accept, onImported }: ImportButtonProps) {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const [toast, holder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);

  const send = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setSending(true);
    try {
      await transport({ method: 'POST', url, data: form });
      void toast.success(t('import.imported'));
      onImported?.();
    } catch (error) {
      const text = error instanceof Error && error.message ? error.message : t('import.failed');
      void toast.error(text, FAILURE_SECONDS);
    } finally {
      setSending(false);
    }
  };

  return (
    <>
      {holder}
      <input ref={input} type="file" hidden accept={accept} onChange={send} data-testid="list-import-input" />
      <Button loading={sending} onClick={() => input.current?.click()}>
        {ownOrDefault(label, t, 'import.label')}
      </Button>
    </>
  );
}
