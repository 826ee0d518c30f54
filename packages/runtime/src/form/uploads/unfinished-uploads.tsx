import { type Form, type GeneralField, isField } from '@formily/core';
import { useField } from '@formily/react';
import { keysWhere } from '@formwork/schema';
import {
  hasUnfinished,
  NO_UNFINISHED_UPLOADS,
  type UnfinishedUploads,
  type WidgetComponent,
} from '@formwork/widgets';
import { useCallback, useId } from 'react';
import type { RuntimeT } from '../../i18n/instance.js';

/** The widgets whose files reach the value only once their upload has finished. */
export const UPLOAD_KEYS: readonly string[] = keysWhere((traits) => traits.value === 'files');

/** The code of the message an unfinished upload puts under its field, apart from validation's. */
export const UPLOADS_UNFINISHED = 'UploadsUnfinished';

// Per field, the counts of each upload widget in it: a sub-table's cells all report to the
// sub-table's field, each under its own key.
const byField = new WeakMap<GeneralField, Map<string, UnfinishedUploads>>();

function totalOf(field: GeneralField): UnfinishedUploads {
  const total = { ...NO_UNFINISHED_UPLOADS };
  for (const counts of byField.get(field)?.values() ?? []) {
    total.running += counts.running;
    total.paused += counts.paused;
    total.failed += counts.failed;
  }
  return total;
}

function track(field: GeneralField, key: string, uploads: UnfinishedUploads) {
  const widgets = byField.get(field) ?? new Map<string, UnfinishedUploads>();
  if (hasUnfinished(uploads)) widgets.set(key, uploads);
  else widgets.delete(key);
  byField.set(field, widgets);
  // The refusal's message goes once nothing is left to wait for.
  if (isField(field) && !hasUnfinished(totalOf(field)))
    field.setFeedback({ type: 'error', code: UPLOADS_UNFINISHED, messages: [] });
}

const wrapped = new WeakMap<WidgetComponent, WidgetComponent>();

/** The widget reporting its unfinished uploads to the form field it is drawn in. */
export function withUploadWatch(Widget: WidgetComponent): WidgetComponent {
  let Wrapped = wrapped.get(Widget);
  if (!Wrapped) {
    Wrapped = function UploadWatch(props: Record<string, unknown>) {
      // Outside a form (a list's editable row) there is no field: nothing to hold back.
      const field = useField() as GeneralField | undefined;
      const key = useId();
      const report = useCallback(
        (uploads: UnfinishedUploads) => {
          if (field) track(field, key, uploads);
        },
        [field, key],
      );
      return <Widget {...props} onUploadsChange={report} />;
    };
    wrapped.set(Widget, Wrapped);
  }
  return Wrapped;
}

export interface UnfinishedField {
  path: string;
  message: string;
}

/**
 * Puts a message under every field with an upload still short of its value and answers those
 * fields: saving now would store the record without files the user sees on their way. Running
 * uploads ask the user to wait; paused or failed ones need the user's 继续, 重试 or 移除.
 */
export function markUnfinishedUploads(form: Form, t: RuntimeT): UnfinishedField[] {
  const found: UnfinishedField[] = [];
  form.query('*').forEach((field) => {
    if (!isField(field)) return;
    const total = totalOf(field);
    if (!hasUnfinished(total)) return;
    const message = t(total.paused + total.failed > 0 ? 'form.uploadsStopped' : 'form.uploadsRunning');
    field.setFeedback({ type: 'error', code: UPLOADS_UNFINISHED, messages: [message] });
    found.push({ path: field.path.toString(), message });
  });
  return found;
}
