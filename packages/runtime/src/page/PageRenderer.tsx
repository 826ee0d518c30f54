import { useCallback, useRef } from 'react';
import { useRuntimeText } from '../i18n/use-runtime-text.js';
import { useFeedback } from '../list/feedback/use-feedback.js';
import { ListRenderer } from '../list/ListRenderer.js';
import type { ListHandle } from '../list/types.js';
import { usePageActions } from './actions/use-page-actions.js';
import { FormDialog } from './dialog/FormDialog.js';
import { useRecordDialog } from './dialog/use-record-dialog.js';
import { FormOnUse as FormRenderer, useFormCode } from './form-on-use.js';
import { RetiredValuesOnUse } from './parts-on-use.js';
import type { PageRendererProps } from './types.js';

/** A whole CRUD screen from a PageSchema: the list, and the form in a dialog for its actions. */
export function PageRenderer({ schema, menuId, modelId, onNavigate, onActionDone }: PageRendererProps) {
  const { list, form, endpoints } = schema;
  const t = useRuntimeText();
  const listRef = useRef<ListHandle>(null);
  const feedback = useFeedback();
  const reload = useCallback(() => listRef.current?.reload(), []);
  const dialog = useRecordDialog(endpoints, feedback, reload);
  const { state, open } = dialog;
  const navigate = useCallback(
    (url: string) => (onNavigate ? onNavigate(url) : window.location.assign(url)),
    [onNavigate],
  );
  const actions = usePageActions({
    actions: schema.actions,
    feedback,
    reload,
    navigate,
    onDone: onActionDone,
  });
  const actionForm = actions.formState;
  const lastAction = useRef(actionForm);
  if (actionForm) lastAction.current = actionForm;
  const shownAction = actionForm ?? lastAction.current;
  // The dialog keeps its content while it fades out after closing.
  const last = useRef(state);
  if (state) last.current = state;
  const shown = state ?? last.current;
  const formCode = useFormCode(state !== null || actionForm !== null);

  return (
    <>
      {feedback.holder}
      <ListRenderer
        ref={listRef}
        list={list}
        form={form}
        endpoints={endpoints}
        menuId={menuId}
        onAdd={endpoints.create ? () => open('create') : undefined}
        onEdit={endpoints.update ? (row) => open('edit', row) : undefined}
        onDetail={(row) => open('detail', row)}
        toolbarExtras={actions.toolbar}
        rowExtras={actions.row}
      />
      <FormDialog
        open={state !== null}
        title={shown ? t(`page.${shown.mode}`) : ''}
        settings={form.settings}
        readOnly={shown?.mode === 'detail'}
        loading={!!state?.loading || !formCode}
        saving={dialog.saving}
        onOk={() => void dialog.save()}
        onCancel={() => void dialog.close()}
      >
        {shown && !shown.loading && (
          <FormRenderer
            key={shown.key}
            ref={dialog.formRef}
            schema={form}
            mode={shown.mode}
            initialValues={shown.initialValues}
            record={{ id: shown.dataId, modelId }}
            permission={{ modelId: menuId, enabled: !!list.useFormPermission }}
          />
        )}
        {shown && !shown.loading && shown.mode === 'detail' && !!shown.retired?.length && (
          <RetiredValuesOnUse items={shown.retired} />
        )}
      </FormDialog>
      <FormDialog
        open={actionForm !== null}
        title={shownAction ? (shownAction.action.run.title ?? shownAction.action.label) : ''}
        settings={shownAction?.form.settings ?? {}}
        readOnly={false}
        loading={!!actionForm?.loading || !formCode}
        saving={actions.saving}
        onOk={() => void actions.save()}
        onCancel={() => void actions.close()}
      >
        {shownAction && !shownAction.loading && (
          <FormRenderer
            key={shownAction.key}
            ref={actions.formRef}
            schema={shownAction.form}
            mode="create"
            record={{ id: shownAction.row?.id, modelId }}
          />
        )}
      </FormDialog>
    </>
  );
}
