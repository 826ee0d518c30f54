import { Input } from 'antd';
import { useEffect, useState } from 'react';
import type { NodeId } from '../../core/index.js';
import { useNotice } from '../canvas/over-state.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useSession } from '../session/context.js';
import { renameVModel } from './rename-vmodel.js';
import { Setting } from './Setting.js';
import { vModelRefusal } from './vmodel.js';

/** The field's data key, applied on Enter or leaving the box, refused when invalid or taken. */
export function VModelInput({ id, value }: { id: NodeId; value: string }) {
  const t = useDesignerText();
  const session = useSession();
  const notice = useNotice();
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string>();
  useEffect(() => {
    setDraft(value);
    setError(undefined);
  }, [value]);
  const commit = () => {
    if (draft === value) return;
    const refusal = vModelRefusal(session.document, id, draft, session.describe);
    setError(refusal);
    if (refusal) return;
    const failed = session.run((doc) => renameVModel(doc, id, draft));
    if (failed) notice(failed);
  };
  return (
    <Setting label={t('field.vModel')} error={error}>
      {(inputId) => (
        <Input
          id={inputId}
          value={draft}
          status={error ? 'error' : undefined}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commit}
          onPressEnter={commit}
        />
      )}
    </Setting>
  );
}
