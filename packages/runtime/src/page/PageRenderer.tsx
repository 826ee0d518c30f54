import type { FieldSchema, FormSchema, PageSchema } from '@formwork/schema';
import { Tabs } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useRuntimeText } from '../i18n/use-runtime-text.js';
import { useFeedback } from '../list/feedback/use-feedback.js';
import { ListRenderer } from '../list/ListRenderer.js';
import type { ListHandle, ListRow, ListTree } from '../list/types.js';
import { useAccess } from '../permission/use-access.js';
import { ActionPanels } from './actions/ActionPanels.js';
import { rowMeets } from './actions/row-condition.js';
import { SwitchCell } from './actions/SwitchCell.js';
import { usePageActions } from './actions/use-page-actions.js';
import { FormDialog } from './dialog/FormDialog.js';
import { useRecordDialog } from './dialog/use-record-dialog.js';
import { FormPage } from './FormPage.js';
import { FormOnUse as FormRenderer, useFormCode } from './form-on-use.js';
import { declaredParams, withParams } from './page-params.js';
import { useLocalizedPage } from './page-words.js';
import { RetiredValuesOnUse } from './parts-on-use.js';
import { treeFillValue } from './tree-fill.js';
import type { PageRendererProps } from './types.js';

/** The page form without the fields asked only when a record is created. */
function withoutCreateOnly(form: FormSchema, createOnly: readonly string[] | undefined): FormSchema {
  if (!createOnly?.length) return form;
  const drop = new Set(createOnly);
  const keep = (fields: FieldSchema[]): FieldSchema[] =>
    fields
      .filter((field) => !(field.vModel && drop.has(field.vModel)))
      .map((field) => (field.children ? { ...field, children: keep(field.children) } : field));
  return { ...form, fields: keep(form.fields) };
}

/** The page's tree as the list takes it, its property names defaulted. */
function listTree(tree: PageSchema['tree']): ListTree | undefined {
  if (!tree) return undefined;
  return {
    url: tree.endpoint.url,
    idField: tree.idField ?? 'id',
    labelField: tree.labelField ?? 'fullName',
    childrenField: tree.childrenField ?? 'children',
    param: tree.param,
    title: tree.title,
    selectFirst: tree.selectFirst,
  };
}

/**
 * A whole screen from a PageSchema, its texts in the user's language: tabs of the page when it
 * has them, the record edited in place when its view is a form, and otherwise its list.
 */
export function PageRenderer(props: PageRendererProps) {
  if (props.schema.tabs?.length) return <PageTabs {...props} />;
  if (props.schema.view === 'form') return <InPlaceForm {...props} />;
  return <ListPage {...props} />;
}

/** Each tab is the page with the tab's list, endpoints and actions; a tab is drawn once first chosen. */
function PageTabs(props: PageRendererProps) {
  const { schema } = props;
  const titles = useLocalizedPage(schema).tabs ?? [];
  const items = (schema.tabs ?? []).map((tab, index) => ({
    key: tab.key,
    label: titles[index]?.title ?? tab.title,
    children: (
      <PageRenderer
        {...props}
        schema={{
          ...schema,
          tabs: undefined,
          list: tab.list ?? schema.list,
          endpoints: { ...schema.endpoints, ...tab.endpoints },
          actions: tab.actions ?? schema.actions,
        }}
      />
    ),
  }));
  return <Tabs className="fw-page-tabs" items={items} style={{ padding: '0 16px' }} />;
}

function InPlaceForm({ schema: given, params, menuId, onActionDone, onFormOpenChange }: PageRendererProps) {
  useEffect(() => {
    onFormOpenChange?.(true);
    return () => onFormOpenChange?.(false);
  }, [onFormOpenChange]);
  const givenKey = JSON.stringify(declaredParams(given, params));
  const bodyParams = useMemo(() => JSON.parse(givenKey) as Record<string, string>, [givenKey]);
  const filled = useMemo(() => withParams(given, bodyParams), [given, bodyParams]);
  const schema = useLocalizedPage(filled);
  return <FormPage schema={schema} menuId={menuId} onActionDone={onActionDone} bodyParams={bodyParams} />;
}

/**
 * A CRUD screen: the tree beside the list, the list, the form in a dialog for its actions, and
 * the page's own actions with their dialogs.
 */
function ListPage({
  menuId,
  modelId,
  onNavigate,
  onActionDone,
  parts,
  params,
  onFormOpenChange,
  ...props
}: PageRendererProps) {
  // Filled anew only when the values change, not each time the host passes an equal object.
  const givenKey = JSON.stringify(declaredParams(props.schema, params));
  const bodyParams = useMemo(() => JSON.parse(givenKey) as Record<string, string>, [givenKey]);
  const filled = useMemo(() => withParams(props.schema, bodyParams), [props.schema, bodyParams]);
  const schema = useLocalizedPage(filled);
  const { list, form, endpoints } = schema;
  const t = useRuntimeText();
  const can = useAccess(menuId, list);
  const listRef = useRef<ListHandle>(null);
  const feedback = useFeedback();
  const reload = useCallback(() => listRef.current?.reload(), []);
  const dialog = useRecordDialog(
    endpoints,
    feedback,
    reload,
    form,
    schema.formOptions,
    schema.wire,
    bodyParams,
  );
  const { state, open } = dialog;
  const navigate = useCallback(
    (url: string) => (onNavigate ? onNavigate(url) : window.location.assign(url)),
    [onNavigate],
  );
  const listQuery = useCallback(() => listRef.current?.query(), []);
  const hasPart = useCallback((component: string) => !!parts?.has(component), [parts]);
  const actions = usePageActions({
    actions: schema.actions,
    feedback,
    reload,
    navigate,
    listQuery,
    hasPart,
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
  const shownForm = shown?.form ?? form;
  const dialogForm = useMemo(
    () => (shown?.mode === 'create' ? shownForm : withoutCreateOnly(shownForm, schema.createOnly)),
    [shown?.mode, shownForm, schema.createOnly],
  );
  const formOpen = state !== null || actionForm !== null;
  const formCode = useFormCode(formOpen);
  useEffect(() => onFormOpenChange?.(formOpen), [onFormOpenChange, formOpen]);

  const tree = useMemo(() => listTree(schema.tree), [schema.tree]);
  const chosenNode = useRef<string | number | undefined>(undefined);
  const fill = schema.tree?.fill;
  const treeParam = schema.tree?.param;
  // The chosen node, by the tree's param, for the addresses of the form's option sources.
  const nodeValues = useCallback((): Record<string, string> => {
    const node = chosenNode.current;
    return treeParam && node !== undefined ? { [treeParam]: String(node) } : {};
  }, [treeParam]);
  const onAdd = useCallback(() => {
    const node = chosenNode.current;
    const prefilled = fill && node !== undefined ? { [fill]: treeFillValue(form, fill, node) } : undefined;
    open('create', undefined, prefilled, nodeValues());
  }, [open, fill, form, nodeValues]);

  const { switches, toggle } = actions;
  const cells = useMemo(() => {
    if (switches.length === 0) return undefined;
    const granted = (permission?: string) => !permission || can('button', permission);
    return new Map(
      switches.map((action) => [
        action.run.field,
        (row: ListRow) => (
          <SwitchCell
            action={action}
            row={row}
            allowed={granted(action.permission) && rowMeets(action.when, row)}
            onToggle={(switched, target, on) => void toggle(switched, target, on)}
          />
        ),
      ]),
    );
  }, [switches, toggle, can]);

  const when = schema.rowButtonsWhen;
  const rowButtonShown = useMemo(
    () =>
      when ? (action: 'edit' | 'remove' | 'detail', row: ListRow) => rowMeets(when[action], row) : undefined,
    [when],
  );

  return (
    <>
      {feedback.holder}
      <ListRenderer
        ref={listRef}
        list={list}
        form={form}
        endpoints={endpoints}
        menuId={menuId}
        onAdd={endpoints.create ? onAdd : undefined}
        onEdit={endpoints.update ? (row) => open('edit', row, undefined, nodeValues()) : undefined}
        onDetail={(row) => open('detail', row, undefined, nodeValues())}
        toolbarExtras={actions.toolbar}
        rowExtras={actions.row}
        tree={tree}
        onTreeSelect={(node) => {
          chosenNode.current = node;
        }}
        cells={cells}
        rowButtonShown={rowButtonShown}
        showKeyword={schema.showKeyword}
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
            schema={dialogForm}
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
            initialValues={shownAction.initialValues}
            record={{ id: shownAction.row?.id, modelId }}
          />
        )}
      </FormDialog>
      <ActionPanels actions={actions} columns={list.columnList} feedback={feedback} parts={parts} />
    </>
  );
}
