import type { PageEndpoints, RetiredValue } from '@formwork/schema';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { FormHandle, FormMode } from '../../form/types.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import type { Feedback } from '../../list/feedback/use-feedback.js';
import type { ListRow } from '../../list/types.js';
import { useRuntime } from '../../runtime-context.js';
import { fillUrl } from '../../transport/transport.js';
import { problemsOf, retiredOf, unwrapRecord, wrapValues } from '../record-io.js';

export interface DialogState {
  mode: FormMode;
  dataId?: string;
  initialValues?: Record<string, unknown>;
  /** Values of fields the form no longer has, shown apart in the detail view. */
  retired?: RetiredValue[];
  loading: boolean;
  /** A new number per opening, so a late answer for an earlier one is dropped. */
  key: number;
}

export interface RecordDialog {
  state: DialogState | null;
  saving: boolean;
  formRef: RefObject<FormHandle>;
  open: (mode: FormMode, row?: ListRow) => void;
  save: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Add, edit and detail of one record: fetches it, saves it through the page's endpoints, shows a
 * refused save's problems beside their fields, and never drops unsaved changes without asking.
 */
export function useRecordDialog(
  endpoints: PageEndpoints,
  feedback: Feedback,
  onSaved: () => void,
): RecordDialog {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const [state, setState] = useState<DialogState | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const opened = useRef(0);
  const formRef = useRef<FormHandle>(null);

  const open = useCallback(
    (mode: FormMode, row?: ListRow) => {
      const key = ++opened.current;
      const get = endpoints.get;
      if (mode === 'create' || !row) return setState({ mode, loading: false, key });
      if (!get) return setState({ mode, dataId: row.id, initialValues: row, loading: false, key });
      setState({ mode, dataId: row.id, loading: true, key });
      transport<unknown>({ method: get.method, url: fillUrl(get.url, { dataId: row.id }) })
        .then((answer) => {
          const initialValues = unwrapRecord(get, answer);
          const retired = retiredOf(answer);
          setState((current) =>
            current?.key === key ? { ...current, initialValues, retired, loading: false } : current,
          );
        })
        // Nothing to show without the record; the transport has said why.
        .catch(() => setState((current) => (current?.key === key ? null : current)));
    },
    [endpoints.get, transport],
  );

  const save = useCallback(async () => {
    const form = formRef.current;
    if (busy.current || !state || state.mode === 'detail' || state.loading || !form) return;
    const endpoint = state.mode === 'create' ? endpoints.create : endpoints.update;
    if (!endpoint) return;
    busy.current = true;
    setSaving(true);
    try {
      // Rejects when a field is invalid; the form already shows why beside it.
      const values = await form.submit().catch(() => null);
      if (!values) return;
      await transport({
        method: endpoint.method,
        url: fillUrl(endpoint.url, { dataId: state.dataId ?? '' }),
        data: wrapValues(endpoint, values),
      });
      void feedback.message.success(t(state.mode === 'create' ? 'page.created' : 'page.updated'));
      setState(null);
      onSaved();
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) form.showProblems(problems);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [state, endpoints.create, endpoints.update, transport, feedback.message, onSaved, t]);

  const close = useCallback(async () => {
    if (busy.current || !state) return;
    const dirty = state.mode !== 'detail' && !!formRef.current?.isDirty();
    if (dirty) {
      busy.current = true;
      const leave = await feedback.confirm(t('page.discardChanges'));
      busy.current = false;
      if (!leave) return;
    }
    setState(null);
  }, [state, feedback, t]);

  return { state, saving, formRef, open, save, close };
}
