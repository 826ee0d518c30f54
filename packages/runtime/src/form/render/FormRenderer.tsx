import type { Form } from '@formily/core';
import { createSchemaField, FormProvider, type ISchema } from '@formily/react';
import { type DataProblem, defaultFormSettings } from '@formwork/schema';
import { RelationDataProvider } from '@formwork/widgets';
import { message } from 'antd';
import { forwardRef, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { runtimeText } from '../../i18n/instance.js';
import { useRuntime } from '../../runtime-context.js';
import { flushCalculated } from '../calc/watch-calculated.js';
import { compileFormily, createCompileCache } from '../compile/compile-formily.js';
import { FwDesignDropZone, FwDesignItem } from '../design/components.js';
import { dropStaleFields } from '../design/render.js';
import { DESIGN_COMPONENTS } from '../design/wrap.js';
import { FormRecordContext } from '../display/code-widgets.js';
import { FormFrame } from '../layout/FormFrame.js';
import type { FormHandle, FormRendererProps } from '../types.js';
import { markUnfinishedUploads } from '../uploads/unfinished-uploads.js';
import { formComponents } from './components.js';
import { createFormBodyStore, FormBody, type FormBodyState } from './FormBody.js';
import { fieldLabels } from './field-labels.js';
import { keepExpressionsLiteral } from './literal-expressions.js';
import { plainValues } from './plain-values.js';
import { clearServerProblems, placeProblems, problemsOf } from './problems.js';
import { revealFirstProblem } from './reveal-first-problem.js';
import { submitValues } from './submit-values.js';
import { SystemFieldContext } from './system-fields.js';
import { useFormInstance } from './use-form-instance.js';

keepExpressionsLiteral();

const designComponents = {
  [DESIGN_COMPONENTS.item]: FwDesignItem,
  [DESIGN_COMPONENTS.dropZone]: FwDesignDropZone,
};

/**
 * Renders a form schema with Formily: create (defaults), edit (stored values) or detail (text
 * only). A dialog or page drives it through the FormHandle ref.
 */
export const FormRenderer = forwardRef<FormHandle, FormRendererProps>(function FormRenderer(props, ref) {
  const { schema, mode, initialValues, permission, context, record, onValuesChange, design, phone } = props;
  const runtime = useRuntime();
  const inDesign = design !== undefined;
  const form = useFormInstance(schema, mode, initialValues, onValuesChange, inDesign);
  const [unplaced, setUnplaced] = useState<DataProblem[]>([]);
  const [openedAt] = useState(() => Date.now());
  const [cache] = useState(createCompileCache);
  const shown = useRef<{ form: Form; compiled: ISchema }>(undefined);
  const frameElement = useRef<HTMLDivElement>(null);
  const [toast, toastHolder] = message.useMessage();

  // A caller may pass a new but equal `permission` object on every render.
  const guarded = permission?.enabled === true;
  const modelId = permission?.modelId;
  const compiled = useMemo(
    () =>
      compileFormily(
        schema,
        {
          mode,
          permission: { enabled: guarded, modelId },
          permissionList: runtime.permissionList,
          ...(runtime.language && { language: runtime.language }),
          ...(inDesign && { design: true }),
        },
        cache,
      ),
    [schema, mode, guarded, modelId, runtime.permissionList, runtime.language, inDesign, cache],
  );
  if (inDesign && shown.current?.compiled !== compiled) {
    // Before the canvas renders: its one form must not hand back fields made from old nodes.
    if (shown.current?.form === form) dropStaleFields(form, shown.current.compiled, compiled);
    shown.current = { form, compiled };
  }
  const components = useMemo(
    () => ({ ...formComponents(runtime.widgets), ...designComponents }),
    [runtime.widgets],
  );
  const SchemaField = useMemo(() => createSchemaField({ components }), [components]);
  const labels = useMemo(() => fieldLabels(schema, runtime.language), [schema, runtime.language]);
  const user = context ?? runtime.user;
  const systemContext = useMemo(
    () => (mode === 'create' ? { ...user, now: user?.now ?? openedAt } : undefined),
    [mode, user, openedAt],
  );

  useImperativeHandle(
    ref,
    () => ({
      async submit() {
        flushCalculated(form);
        clearServerProblems(form);
        setUnplaced([]);
        const t = runtimeText(runtime.language);
        const unfinished = markUnfinishedUploads(form, t);
        // Named in a message as well: the field may be out of sight in a long form.
        for (const { path, message } of unfinished)
          void toast.warning(t('form.onField', { label: labels.get(path) || path, message }));
        try {
          await form.validate();
        } catch {
          revealFirstProblem(frameElement.current);
          throw problemsOf(form);
        }
        if (unfinished.length > 0) {
          revealFirstProblem(frameElement.current);
          throw problemsOf(form);
        }
        return submitValues(form, schema);
      },
      showProblems(problems) {
        setUnplaced(placeProblems(form, schema, problems, runtimeText(runtime.language), labels));
      },
      reset() {
        setUnplaced([]);
        void form.reset('*', { forceClear: false, validate: false });
      },
      isDirty: () => form.modified,
      load(values) {
        setUnplaced([]);
        const plain = plainValues(values);
        form.setInitialValues(plain, 'overwrite');
        form.setValues(plain, 'overwrite');
        form.clearErrors('*');
        form.setState((state) => {
          state.modified = false;
        });
      },
    }),
    [form, schema, runtime.language, labels, toast],
  );

  const settings = { ...defaultFormSettings, ...schema.settings };
  const body = useMemo(
    (): FormBodyState => ({ compiled, unplaced, labels, design, SchemaField, components }),
    [compiled, unplaced, labels, design, SchemaField, components],
  );
  const [store] = useState(() => createFormBodyStore(body));
  useLayoutEffect(() => store.set(body), [store, body]);

  const { labelPosition, labelWidth, size } = settings;
  // The frame is the same element until the form, its context or its label layout change, so an
  // edit of the schema re-renders only FormBody. Re-rendering antd's Form gave its field
  // context a new value, and React then searched every fiber of the form for readers of it:
  // at 1,000 fields in the designer, most of a keystroke.
  const frame = useMemo(
    () => (
      <FormProvider form={form}>
        <SystemFieldContext.Provider value={systemContext}>
          <FormRecordContext.Provider value={record}>
            {/* The records chosen in relation fields, for the attribute fields that show their columns. */}
            <RelationDataProvider>
              <FormFrame settings={{ labelPosition, labelWidth, size }} phone={phone} frameRef={frameElement}>
                <FormBody store={store} />
              </FormFrame>
            </RelationDataProvider>
          </FormRecordContext.Provider>
        </SystemFieldContext.Provider>
      </FormProvider>
    ),
    [form, systemContext, record, labelPosition, labelWidth, size, store, phone],
  );
  return (
    <>
      {toastHolder}
      {frame}
    </>
  );
});
