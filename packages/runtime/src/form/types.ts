import type { DataProblem, FormSchema } from '@formwork/schema';
import type { WidgetFormContext } from '@formwork/widgets';
import type { FormDesign } from './design/types.js';
import type { FormRecord } from './display/code-widgets.js';

/** The languages a field's `props.labelI18n` may hold. */
export type FormLanguage = 'zh' | 'zhtw' | 'en';

/** Where a field is shown: desktop, phone app, or both (`props.visibility`). */
export type FormVisibility = 'pc' | 'app';

/** create: a new record; edit: an existing one; detail: read-only text, no editors. */
export type FormMode = 'create' | 'edit' | 'detail';

/** Field-level permissions: fields not granted are not rendered. */
export interface FormPermission {
  /** The menu entry the form is shown under. */
  modelId: string | null | undefined;
  /** When false (the list's useFormPermission off), every field is shown. */
  enabled: boolean;
}

export interface FormRendererProps {
  schema: FormSchema;
  mode: FormMode;
  /** Stored values of the record (edit, detail); defaults apply on create. */
  initialValues?: Record<string, unknown>;
  permission?: FormPermission;
  /** Overrides the provider's user for system fields. */
  context?: WidgetFormContext;
  /** The record shown (its id once stored) and its model, for a QR code of the current form. */
  record?: FormRecord;
  /** Called with each change of a value, e.g. to mark the dialog as dirty. */
  onValuesChange?: (values: Record<string, unknown>) => void;
  /**
   * Design mode, for the designer's canvas: each field and container is drawn inside
   * `design.Item` and each empty container shows `design.DropZone`.
   */
  design?: FormDesign;
  /**
   * Lays the form out as on a phone (one column, labels on top) whatever the window's width,
   * for a preview of the phone layout on a desktop.
   */
  phone?: boolean;
}

/** What a dialog or page holding a form does with it, through a ref. */
export interface FormHandle {
  /**
   * Validates every field (required, regList, types) showing the messages beside the fields;
   * resolves with the values when all pass, otherwise rejects with the problems.
   */
  submit(): Promise<Record<string, unknown>>;
  /** Shows problems the server answered (OnlineDevRefusal) beside their fields. */
  showProblems(problems: readonly DataProblem[]): void;
  /** Back to the initial values, messages cleared. */
  reset(): void;
  /** Whether the user changed anything since the form opened. */
  isDirty(): boolean;
  /**
   * Shows another record's values in the same form, as if it had opened on them: messages
   * cleared and nothing modified. Only the fields whose value differs redraw, so a panel that
   * edits one record after another need not build the form again for each.
   */
  load(values: Record<string, unknown>): void;
}
