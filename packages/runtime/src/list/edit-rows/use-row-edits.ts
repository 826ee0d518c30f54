import type { FieldSchema, PageEndpoints } from '@formwork/schema';
import { useCallback, useRef, useState } from 'react';
import { localLabel } from '../../form/design/prepare.js';
import { problemText } from '../../i18n/instance.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { problemsOf, unwrapRecord, wrapValues } from '../../page/record-io.js';
import { useRuntime } from '../../runtime-context.js';
import { fillUrl } from '../../transport/transport.js';
import type { Feedback } from '../feedback/use-feedback.js';
import type { ListTexts } from '../texts.js';

type Values = Record<string, unknown>;

/** One row in edit: its stored values (null until they arrive), the server's problems by field, saving. */
export interface RowEdit {
  values: Values | null;
  problems: ReadonlyMap<string, string>;
  saving: boolean;
}

export interface RowEdits {
  edits: ReadonlyMap<string, RowEdit>;
  /** Whether this list edits its rows in place: an editable list whose records can be read and written. */
  enabled: boolean;
  start: (id: string) => void;
  change: (id: string, vModel: string, value: unknown) => void;
  save: (id: string) => Promise<void>;
  cancel: (id: string) => void;
}

const NO_PROBLEMS: ReadonlyMap<string, string> = new Map();

/**
 * Editing of an editable list's rows in place. A row edits the record's stored values (a list row holds
 * only the listed, display-ready columns), read with the get endpoint; save writes all of them
 * back with the edited cells changed, so fields the list does not show keep their values.
 */
export function useRowEdits(options: {
  enabled: boolean;
  endpoints: PageEndpoints;
  feedback: Feedback;
  texts: ListTexts;
  reload: () => void;
  /** The vModels edited in cells; a problem of any other field is told in a message. */
  cells: ReadonlySet<string>;
  fields: ReadonlyMap<string, FieldSchema>;
}): RowEdits {
  const { endpoints, feedback, texts, reload, cells, fields } = options;
  const { transport, language } = useRuntime();
  const t = useRuntimeText();
  const { get, update } = endpoints;
  const enabled = options.enabled && !!get && !!update;
  const [edits, setEdits] = useState<ReadonlyMap<string, RowEdit>>(new Map());
  // Saves in flight, so a second click does not send the row twice.
  const saving = useRef(new Set<string>());

  const patch = useCallback((id: string, next: ((edit: RowEdit) => RowEdit) | null) => {
    setEdits((current) => {
      const copy = new Map(current);
      const edit = current.get(id);
      if (next === null) copy.delete(id);
      else if (edit) copy.set(id, next(edit));
      return copy;
    });
  }, []);

  const start = useCallback(
    (id: string) => {
      if (!get) return;
      setEdits((current) => new Map(current).set(id, { values: null, problems: NO_PROBLEMS, saving: false }));
      transport<unknown>({ method: get.method, url: fillUrl(get.url, { dataId: id }) })
        .then((answer) => patch(id, (edit) => ({ ...edit, values: unwrapRecord(get, answer) })))
        // The transport has told the user why the record could not be read; the row stays as it was.
        .catch(() => patch(id, null));
    },
    [get, transport, patch],
  );

  const change = useCallback(
    (id: string, vModel: string, value: unknown) =>
      patch(id, (edit) => {
        const problems = new Map(edit.problems);
        problems.delete(vModel);
        return { ...edit, values: { ...edit.values, [vModel]: value }, problems };
      }),
    [patch],
  );

  const save = useCallback(
    async (id: string) => {
      const values = edits.get(id)?.values;
      if (!update || !values || saving.current.has(id)) return;
      saving.current.add(id);
      try {
        // The value checks (and their JSON-schema validator) arrive with the first save: a list
        // opened only to be read never downloads them.
        const { rowProblems } = await import('./check-row.js');
        const found = rowProblems(values, cells, fields, t);
        if (found.size > 0) return patch(id, (edit) => ({ ...edit, problems: found }));
        patch(id, (edit) => ({ ...edit, saving: true }));
        await transport<unknown>({
          method: update.method,
          url: fillUrl(update.url, { dataId: id }),
          data: wrapValues(update, values),
        });
        patch(id, null);
        void feedback.message.success(update.success ?? texts.updated);
        reload();
      } catch (error) {
        const problems = problemsOf(error) ?? [];
        const byField = new Map(problems.map((problem) => [problem.field, problemText(t, problem)]));
        // A field without a cell is named in the message, by its label in the reader's language.
        for (const [field, text] of byField) {
          if (cells.has(field)) continue;
          const shown = fields.get(field);
          const label = (shown && localLabel(shown, language)) || field;
          void feedback.message.error(field ? t('form.onField', { label, message: text }) : text);
        }
        patch(id, (edit) => ({ ...edit, saving: false, problems: byField }));
      } finally {
        saving.current.delete(id);
      }
    },
    [edits, update, transport, patch, feedback.message, texts.updated, reload, cells, fields, t, language],
  );

  const cancel = useCallback((id: string) => patch(id, null), [patch]);

  return { edits, enabled, start, change, save, cancel };
}
