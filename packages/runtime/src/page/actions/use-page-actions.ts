import type { Endpoint, FormSchema, PageAction, PageActionAfter } from '@formwork/schema';
import { type RefObject, useCallback, useMemo, useRef, useState } from 'react';
import type { FormHandle } from '../../form/types.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import type { Feedback } from '../../list/feedback/use-feedback.js';
import type { ExtraButton, ListRow } from '../../list/types.js';
import { useRuntime } from '../../runtime-context.js';
import { problemsOf } from '../record-io.js';
import { actionBody, fillTemplate, optionRecords, withOptions } from './action-values.js';

type FormRun = Extract<PageAction['run'], { kind: 'form' }>;

/** The form of one form action, open in its dialog. */
export interface ActionFormState {
  action: PageAction & { run: FormRun };
  row?: ListRow;
  /** The action's form, its fetched options put in once they arrived. */
  form: FormSchema;
  loading: boolean;
  /** A new number per opening, so a late answer for an earlier one is dropped. */
  key: number;
}

export interface PageActionsOptions {
  actions: readonly PageAction[] | undefined;
  feedback: Feedback;
  /** Fetches the list again after an action changed something. */
  reload: () => void;
  /** Goes to an address of the app. */
  navigate: (url: string) => void;
  /** Told of every action that succeeded, with what the server answered. */
  onDone?: (actionId: string, answer: unknown) => void;
}

export interface PageActions {
  toolbar: ExtraButton[];
  row: ExtraButton[];
  formState: ActionFormState | null;
  saving: boolean;
  formRef: RefObject<FormHandle>;
  save: () => Promise<void>;
  close: () => Promise<void>;
}

/** The page's own buttons: going somewhere, one call, or a form in a dialog and its call. */
export function usePageActions({
  actions,
  feedback,
  reload,
  navigate,
  onDone,
}: PageActionsOptions): PageActions {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const [formState, setFormState] = useState<ActionFormState | null>(null);
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
      void feedback.message.success(endpoint.success ?? t('page.done'));
      reload();
      onDone?.(action.id, answer);
      if (after?.navigate) navigate(fillTemplate(after.navigate, row, answer));
    },
    [feedback.message, reload, onDone, navigate, t],
  );

  const openForm = useCallback(
    (action: PageAction & { run: FormRun }, row?: ListRow) => {
      const key = ++opened.current;
      const sources = Object.entries(action.run.options ?? {});
      setFormState({ action, row, form: action.run.form, loading: sources.length > 0, key });
      if (sources.length === 0) return;
      Promise.all(
        sources.map(
          async ([vModel, endpoint]) => [vModel, optionRecords(await call(endpoint, row))] as const,
        ),
      )
        .then((fetched) => {
          const form = withOptions(action.run.form, new Map(fetched));
          setFormState((current) => (current?.key === key ? { ...current, form, loading: false } : current));
        })
        // Without its options the form cannot be filled in; the transport has said why.
        .catch(() => setFormState((current) => (current?.key === key ? null : current)));
    },
    [call],
  );

  const run = useCallback(
    async (action: PageAction, row?: ListRow) => {
      const { run: todo } = action;
      if (todo.kind === 'navigate') return navigate(fillTemplate(todo.url, row));
      if (todo.kind === 'form') return openForm({ ...action, run: todo }, row);
      if (busy.current) return;
      busy.current = true;
      try {
        if (todo.endpoint.confirm && !(await feedback.confirm(todo.endpoint.confirm))) return;
        let answer: unknown;
        try {
          answer = await call(todo.endpoint, row);
        } catch {
          return; // The transport has shown the server's message.
        }
        finish(action, todo.endpoint, row, answer, todo.after);
      } finally {
        busy.current = false;
      }
    },
    [navigate, openForm, feedback, call, finish],
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
      const answer = await call(action.run.endpoint, row, actionBody(action.run.values, values));
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

  const buttons = useMemo(() => {
    const of = (place: PageAction['place']): ExtraButton[] =>
      (actions ?? [])
        .filter((action) => action.place === place)
        .map((action) => ({
          key: action.id,
          label: action.label,
          permission: action.permission,
          primary: action.primary,
          danger: action.danger,
          onClick: (row?: ListRow) => void run(action, row),
        }));
    return { toolbar: of('toolbar'), row: of('row') };
  }, [actions, run]);

  return { ...buttons, formState, saving, formRef, save, close };
}
