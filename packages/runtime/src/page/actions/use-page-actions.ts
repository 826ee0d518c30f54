import {
  type Endpoint,
  type FormSchema,
  fetchedOptions,
  type OnlineDevListQuery,
  type PageAction,
  type PageActionAfter,
} from '@formwork/schema';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import type { FormHandle } from '../../form/types.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { downloadFrom } from '../../list/export/download.js';
import type { ExportChoice } from '../../list/export/ExportDialog.js';
import type { Feedback } from '../../list/feedback/use-feedback.js';
import type { ExtraButton, ListRow } from '../../list/types.js';
import { optionRecords } from '../../options/option-records.js';
import { useRuntime } from '../../runtime-context.js';
import { type FetchedField, optionPropsIn, withFormOptions } from '../dialog/form-options.js';
import { problemsOf, unwrapRecord } from '../record-io.js';
import { fromWire, toWire } from '../wire.js';
import { actionBody, fillTemplate, mismatches, rowConstants, rowValues } from './action-values.js';
import { rowMeets } from './row-condition.js';

type Run<K extends PageAction['run']['kind']> = Extract<PageAction['run'], { kind: K }>;
type ActionOf<K extends PageAction['run']['kind']> = PageAction & { run: Run<K> };

/** The form of one form action, open in its dialog. */
export interface ActionFormState {
  action: ActionOf<'form'>;
  row?: ListRow;
  /** The action's form, its fetched options put in once they arrived. */
  form: FormSchema;
  /** What the form starts with: properties of the row, then the record `load` answered. */
  initialValues?: Record<string, unknown>;
  loading: boolean;
  /** A new number per opening, so a late answer for an earlier one is dropped. */
  key: number;
}

/** An action's own dialog: the export's choice of values, the import's steps, a registered part. */
export type ActionPanel =
  | { kind: 'export'; action: ActionOf<'export'> }
  | { kind: 'import'; action: ActionOf<'import'> }
  | { kind: 'part'; action: ActionOf<'part'>; row?: ListRow };

export interface PageActionsOptions {
  actions: readonly PageAction[] | undefined;
  feedback: Feedback;
  /** Fetches the list again after an action changed something. */
  reload: () => void;
  /** Goes to an address of the app. */
  navigate: (url: string) => void;
  /** What the list asks for now, which an export sends along. */
  listQuery: () => OnlineDevListQuery | undefined;
  /** Whether the host registered a part under this key; an action showing one it did not is not offered. */
  hasPart: (component: string) => boolean;
  /** Told of every action that succeeded, with what the server answered. */
  onDone?: (actionId: string, answer: unknown) => void;
}

export interface PageActions {
  toolbar: ExtraButton[];
  row: ExtraButton[];
  /** The switch actions, by the field whose column they are drawn in. */
  switches: ActionOf<'switch'>[];
  /** Turns a row's switch: asks, calls and reloads. */
  toggle: (action: ActionOf<'switch'>, row: ListRow, on: boolean) => Promise<void>;
  formState: ActionFormState | null;
  saving: boolean;
  formRef: RefObject<FormHandle>;
  save: () => Promise<void>;
  close: () => Promise<void>;
  panel: ActionPanel | null;
  closePanel: (changed?: boolean) => void;
  /** The export dialog's choice sent with the list's query; resolves once the file is on its way. */
  exportRows: (action: ActionOf<'export'>, choice: ExportChoice) => Promise<void>;
}

/**
 * The page's own buttons: going somewhere, one call, a form in a dialog and its call, a row's
 * switch, a download, an export, an import, or a part of the host's in a dialog.
 */
export function usePageActions({
  actions,
  feedback,
  reload,
  navigate,
  listQuery,
  hasPart,
  onDone,
}: PageActionsOptions): PageActions {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const [formState, setFormState] = useState<ActionFormState | null>(null);
  const [panel, setPanel] = useState<ActionPanel | null>(null);
  const [saving, setSaving] = useState(false);
  const busy = useRef(false);
  const opened = useRef(0);
  const formRef = useRef<FormHandle>(null);

  const call = useCallback(
    (endpoint: Endpoint, row: ListRow | undefined, data?: unknown) =>
      transport<unknown>({
        method: endpoint.method,
        url: fillTemplate(endpoint.url, row),
        ...(data === undefined ? {} : { data }),
      }),
    [transport],
  );

  const finish = useCallback(
    (
      action: PageAction,
      endpoint: Endpoint,
      row: ListRow | undefined,
      answer: unknown,
      after?: PageActionAfter,
    ) => {
      if (endpoint.notice) feedback.notice(endpoint.notice);
      else void feedback.message.success(endpoint.success ?? t('page.done'));
      reload();
      onDone?.(action.id, answer);
      if (after?.navigate) navigate(fillTemplate(after.navigate, row, answer));
    },
    [feedback, reload, onDone, navigate, t],
  );

  /** One call after its question, unless another is under way; the list reloads after it. */
  const ask = useCallback(
    async (
      action: PageAction,
      endpoint: Endpoint,
      row: ListRow | undefined,
      question?: string,
      after?: PageActionAfter,
    ) => {
      if (busy.current) return;
      busy.current = true;
      try {
        if (question && !(await feedback.confirm(question))) return;
        let answer: unknown;
        try {
          answer = await call(endpoint, row);
        } catch {
          return; // The transport has shown the server's message.
        }
        finish(action, endpoint, row, answer, after);
      } finally {
        busy.current = false;
      }
    },
    [feedback, call, finish],
  );

  const openForm = useCallback(
    (action: ActionOf<'form'>, row?: ListRow) => {
      const key = ++opened.current;
      const { options, load, fromRow, wire } = action.run;
      const sources = Object.entries(options ?? {});
      const initialValues = fromWire(wire, rowValues(row, fromRow));
      const waits = sources.length > 0 || !!load;
      setFormState({ action, row, form: action.run.form, initialValues, loading: waits, key });
      if (!waits) return;
      const optionPropsOf = optionPropsIn(action.run.form);
      const fetched = Promise.all(
        sources.map(async ([vModel, endpoint]): Promise<[string, FetchedField]> => {
          const records = optionRecords(await call(endpoint, row));
          return [vModel, { shown: true, options: fetchedOptions(records, optionPropsOf(vModel)) }];
        }),
      );
      const record = load
        ? call(load, row).then((answer) => fromWire(wire, unwrapRecord(load, answer)))
        : undefined;
      Promise.all([fetched, record])
        .then(([found, loaded]) => {
          const form = withFormOptions(action.run.form, new Map(found));
          const values = { ...initialValues, ...loaded };
          setFormState((current) =>
            current?.key === key ? { ...current, form, initialValues: values, loading: false } : current,
          );
        })
        // Without its options or its record the form cannot be filled in; the transport has said why.
        .catch(() => setFormState((current) => (current?.key === key ? null : current)));
    },
    [call],
  );

  const run = useCallback(
    async (action: PageAction, row?: ListRow) => {
      const { run: todo } = action;
      switch (todo.kind) {
        case 'navigate':
          return navigate(fillTemplate(todo.url, row));
        case 'form':
          return openForm({ ...action, run: todo }, row);
        case 'request':
          return ask(action, todo.endpoint, row, todo.endpoint.confirm, todo.after);
        case 'download':
          await downloadFrom(transport, { ...todo.endpoint, url: fillTemplate(todo.endpoint.url, row) });
          return;
        case 'export':
          return setPanel({ kind: 'export', action: { ...action, run: todo } });
        case 'import':
          return setPanel({ kind: 'import', action: { ...action, run: todo } });
        case 'part':
          return setPanel({ kind: 'part', action: { ...action, run: todo }, row });
        case 'switch':
          return; // Drawn in its column, not as a button.
      }
    },
    [navigate, openForm, ask, transport],
  );

  const toggle = useCallback(
    (action: ActionOf<'switch'>, row: ListRow, on: boolean) => {
      const { endpoint, confirm } = action.run;
      return ask(action, endpoint, row, (on ? confirm?.on : confirm?.off) ?? endpoint.confirm);
    },
    [ask],
  );

  const save = useCallback(async () => {
    const form = formRef.current;
    if (busy.current || !formState || formState.loading || !form) return;
    const { action, row } = formState;
    busy.current = true;
    setSaving(true);
    try {
      // Rejects when a field is invalid; the form already shows why beside it.
      const values = await form.submit().catch(() => null);
      if (!values) return;
      const problems = mismatches(action.run.match, values);
      if (problems.length > 0) return form.showProblems(problems);
      const sent = await toWire(action.run.wire, values);
      const answer = await call(
        action.run.endpoint,
        row,
        actionBody(rowConstants(action.run.values, row), sent),
      );
      setFormState(null);
      finish(action, action.run.endpoint, row, answer, action.run.after);
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) form.showProblems(problems);
    } finally {
      busy.current = false;
      setSaving(false);
    }
  }, [formState, call, finish]);

  const close = useCallback(async () => {
    if (busy.current || !formState) return;
    if (formRef.current?.isDirty()) {
      busy.current = true;
      const leave = await feedback.confirm(t('page.discardChanges'));
      busy.current = false;
      if (!leave) return;
    }
    setFormState(null);
  }, [formState, feedback, t]);

  const closePanel = useCallback(
    (changed?: boolean) => {
      setPanel(null);
      if (changed) reload();
    },
    [reload],
  );

  const exportRows = useCallback(
    async (action: ActionOf<'export'>, choice: ExportChoice) => {
      if (await downloadFrom(transport, action.run.endpoint, { ...listQuery(), ...choice })) setPanel(null);
    },
    [transport, listQuery],
  );

  const buttons = useMemo(() => {
    const offered = (actions ?? []).filter(
      (action) => action.run.kind !== 'part' || hasPart(action.run.component),
    );
    const of = (place: PageAction['place']): ExtraButton[] =>
      offered
        .filter((action) => action.place === place && action.run.kind !== 'switch')
        .map((action) => ({
          key: action.id,
          label: action.label,
          permission: action.permission,
          primary: action.primary,
          danger: action.danger,
          onClick: (row?: ListRow) => void run(action, row),
          ...(action.when && { shownFor: (row: ListRow) => rowMeets(action.when, row) }),
        }));
    const switches = offered.filter((action): action is ActionOf<'switch'> => action.run.kind === 'switch');
    return { toolbar: of('toolbar'), row: of('row'), switches };
  }, [actions, run, hasPart]);

  return {
    ...buttons,
    toggle,
    formState,
    saving,
    formRef,
    save,
    close,
    panel,
    closePanel,
    exportRows,
  };
}
