import type { FormSchema, PageEndpoints } from '@formwork/schema';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import type { FormHandle } from '../../form/types.js';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { useFeedback } from '../../list/feedback/use-feedback.js';
import { useRuntime } from '../../runtime-context.js';
import { FormOnUse as FormRenderer, useFormCode } from '../form-on-use.js';
import { problemsOf, wrapValues } from '../record-io.js';

export interface FormOnlyPageProps {
  form: FormSchema;
  endpoints: PageEndpoints;
  menuId: string;
  /** Told once a record was sent and the form emptied: nothing typed is left to lose. */
  onSubmitted?: () => void;
}

/** A model without a list (webType 1): the form itself, sent as a new record, then emptied. */
export function FormOnlyPage({ form, endpoints, menuId, onSubmitted }: FormOnlyPageProps) {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const feedback = useFeedback();
  const handle = useRef<FormHandle>(null);
  const [saving, setSaving] = useState(false);
  const create = endpoints.create;
  const ready = useFormCode(true);

  const submit = async () => {
    const current = handle.current;
    if (saving || !current || !create) return;
    setSaving(true);
    try {
      const values = await current.submit().catch(() => null);
      if (!values) return;
      await transport({ method: create.method, url: create.url, data: wrapValues(create, values) });
      void feedback.message.success(t('page.submitted'));
      current.reset();
      onSubmitted?.();
    } catch (error) {
      const problems = problemsOf(error);
      if (problems) current.showProblems(problems);
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      {feedback.holder}
      <FormRenderer
        ref={handle}
        schema={form}
        mode="create"
        permission={{ modelId: menuId, enabled: false }}
      />
      <Space style={{ display: 'flex', justifyContent: 'center', marginTop: 16 }}>
        <Button type="primary" loading={saving} disabled={!ready} onClick={() => void submit()}>
          {t('page.submit')}
        </Button>
        <Button disabled={!ready} onClick={() => handle.current?.reset()}>
          {t('page.reset')}
        </Button>
      </Space>
    </div>
  );
}
