import type { PageSchema } from '@formwork/schema';
import { Button, Flex, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormHandle } from '../form/types.js';
import { useRuntimeText } from '../i18n/use-runtime-text.js';
import { useFeedback } from '../list/feedback/use-feedback.js';
import { useAccess } from '../permission/use-access.js';
import { useRuntime } from '../runtime-context.js';
import { FormOnUse as FormRenderer, useFormCode } from './form-on-use.js';
import { problemsOf, unwrapRecord, wrapValues } from './record-io.js';
import { fromWire, toWire } from './wire.js';

export interface FormPageProps {
  /** The page, already in the user's language. */
  schema: PageSchema;
  menuId: string;
  /** Told when the record was saved, as `save`, with what the server answered. */
  onActionDone?: (actionId: string, answer: unknown) => void;
  /** Sent in the save beside the form's values (the page's params). */
  bodyParams?: Record<string, string>;
}

/**
 * A page that is one record edited in place (`view: 'form'`): read once from `endpoints.get`,
 * saved with `endpoints.update`. Saving needs the edit button when the list asks for button
 * permissions; without it, or without an update endpoint, the form is read-only.
 */
export function FormPage({ schema, menuId, onActionDone, bodyParams }: FormPageProps) {
  const { form, endpoints, wire, list } = schema;
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const feedback = useFeedback();
  const can = useAccess(menuId, list);
  const formCode = useFormCode(true);
  const formRef = useRef<FormHandle>(null);
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  const [saving, setSaving] = useState(false);
  const [loads, setLoads] = useState(0);
  const editable = !!endpoints.update && can('button', 'btn_edit');

  const load = useCallback(async () => {
    const get = endpoints.get;
    if (!get) return {};
    return fromWire(wire, unwrapRecord(get, await transport<unknown>({ method: get.method, url: get.url })));
  }, [endpoints.get, transport, wire]);

  useEffect(() => {
    let current = true;
    load()
      .then((record) => current && setValues(record))
      // The transport has said why; an empty form would invite saving over the real values.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [load]);

  const save = useCallback(async () => {
    const handle = formRef.current;
    const update = endpoints.update;
    if (!handle || !update || saving) return;
    setSaving(true);
    try {
      const entered = await handle.submit().catch(() => null);
      if (!entered) return;
      const answer = await transport({
        method: update.method,
        url: update.url,
        data: wrapValues(update, { ...(await toWire(wire, entered)), ...bodyParams }),
      });
      void feedback.message.success(update.success ?? t('page.updated'));
      onActionDone?.('save', answer);
      // Shown as stored, which may differ from what was typed (trimmed text, say).
      setValues(await load().catch(() => values));
      setLoads((count) => count + 1);
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) handle.showProblems(problems);
    } finally {
      setSaving(false);
    }
  }, [
    endpoints.update,
    saving,
    transport,
    wire,
    bodyParams,
    feedback.message,
    t,
    onActionDone,
    load,
    values,
  ]);

  if (!values || !formCode) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <div className="fw-form-page" style={{ padding: 16, maxWidth: form.settings.popupWidth || 900 }}>
      {feedback.holder}
      <FormRenderer
        key={loads}
        ref={formRef}
        schema={form}
        mode={editable ? 'edit' : 'detail'}
        initialValues={values}
        record={{}}
        permission={{ modelId: menuId, enabled: !!list.useFormPermission }}
      />
      {editable && (
        <Flex gap={8} style={{ marginTop: 16, paddingLeft: form.settings.labelWidth ?? 100 }}>
          <Button type="primary" loading={saving} onClick={() => void save()}>
            {t('list.save')}
          </Button>
          <Button disabled={saving} onClick={() => formRef.current?.reset()}>
            {t('page.reset')}
          </Button>
        </Flex>
      )}
    </div>
  );
}
