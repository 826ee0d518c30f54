import type {
  Endpoint,
  FieldWires,
  FormOptionSource,
  FormSchema,
  PageEndpoints,
  RetiredValue,
} from '@formwork/schema';
import { type RefObject, useCallback, useRef, useState } from 'react';
import type { FormHandle, FormMode } from '../../form/types.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import type { Feedback } from '../../list/feedback/use-feedback.js';
import type { ListRow } from '../../list/types.js';
import { useRuntime } from '../../runtime-context.js';
import { fillUrl } from '../../transport/transport.js';
import { problemsOf, retiredOf, unwrapRecord, wrapValues } from '../record-io.js';
import { fromWire, toWire } from '../wire.js';
import { fetchFormOptions, optionPropsIn, withFormOptions } from './form-options.js';

export interface DialogState {
  mode: FormMode;
  dataId?: string;
  initialValues?: Record<string, unknown>;
  /** Values of fields the form no longer has, shown apart in the detail view. */
  retired?: RetiredValue[];
  /** The form with the fetched options of its fields put in, once they arrived. */
  form?: FormSchema;
  loading: boolean;
  /** A new number per opening, so a late answer for an earlier one is dropped. */
  key: number;
}

export interface RecordDialog {
  state: DialogState | null;
  saving: boolean;
  formRef: RefObject<FormHandle>;
  /**
   * A new record may start with some values (the node chosen in the page's tree, say); `known`
   * are values the addresses of the option sources may name beside `dataId` (that node's id).
   */
  open: (
    mode: FormMode,
    row?: ListRow,
    defaults?: Record<string, unknown>,
    known?: Record<string, string>,
  ) => void;
  save: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Add, edit and detail of one record: fetches it (and the options of the fields `formOptions`
 * names), saves it through the page's endpoints, shows a refused save's problems beside their
 * fields, and never drops unsaved changes without asking. Fields the `wire` names are converted
 * as they are read and sent.
 */
export function useRecordDialog(
  endpoints: PageEndpoints,
  feedback: Feedback,
  onSaved: () => void,
  form?: FormSchema,
  formOptions?: Record<string, Endpoint | FormOptionSource>,
  wire?: FieldWires,
  /** Sent in every create and update beside the form's values (the page's params). */
  bodyParams?: Record<string, string>,
): RecordDialog {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const [state, setState] = useState<DialogState | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const opened = useRef(0);
  const formRef = useRef<FormHandle>(null);

  const open = useCallback(
    (mode: FormMode, row?: ListRow, defaults?: Record<string, unknown>, known?: Record<string, string>) => {
      const key = ++opened.current;
      const get = endpoints.get;
      const sources = Object.keys(formOptions ?? {});
      const fetchRecord = mode !== 'create' && !!row && !!get;
      const start: DialogState =
        mode === 'create' || !row
          ? { mode, initialValues: defaults, loading: false, key }
          : {
              mode,
              dataId: row.id,
              initialValues: get ? undefined : fromWire(wire, row),
              loading: false,
              key,
            };
      if (!fetchRecord && sources.length === 0) return setState(start);
      setState({ ...start, loading: true });
      // A new record has no id yet: 0 is what Selector routes take for none to leave out.
      const dataId = mode !== 'create' && row ? String(row.id) : '0';
      const options = fetchFormOptions(transport, formOptions, { ...known, dataId }, optionPropsIn(form));
      const record =
        fetchRecord && row && get
          ? transport<unknown>({ method: get.method, url: fillUrl(get.url, { dataId: row.id }) })
          : Promise.resolve(undefined);
      Promise.all([options, record])
        .then(([found, answer]) => {
          const loaded =
            fetchRecord && get
              ? { initialValues: fromWire(wire, unwrapRecord(get, answer)), retired: retiredOf(answer) }
              : {};
          const withFound = form && found.size > 0 ? { form: withFormOptions(form, found) } : {};
          setState((current) =>
            current?.key === key ? { ...current, ...loaded, ...withFound, loading: false } : current,
          );
        })
        // Nothing to show without the record or the options; the transport has said why.
        .catch(() => setState((current) => (current?.key === key ? null : current)));
    },
    [endpoints.get, transport, form, formOptions, wire],
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
        data: wrapValues(endpoint, { ...(await toWire(wire, values)), ...bodyParams }),
      });
      if (endpoint.notice) feedback.notice(endpoint.notice);
      else void feedback.message.success(t(state.mode === 'create' ? 'page.created' : 'page.updated'));
      setState(null);
      onSaved();
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) form.showProblems(problems);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [state, endpoints.create, endpoints.update, transport, feedback, onSaved, t, wire, bodyParams]);

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
