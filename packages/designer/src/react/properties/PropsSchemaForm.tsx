import { FormRenderer } from '@formwork/runtime';
import type { FieldSchema } from '@formwork/schema';
import { Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NodeId } from '../../core/index.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import type { DesignerWidgetMeta } from '../meta.js';
import { useSession } from '../session/context.js';
import { changedProps, ownPropsKey, propsForm } from './props-form.js';
import { useEditMany } from './use-edit.js';

/**
 * The widget's own props, from its meta's props JSON Schema, rendered by the runtime's
 * FormRenderer. The form keeps its state while the user types; it starts afresh only when the
 * props it edits change from elsewhere (undo, the JSON view), so the caret never jumps.
 */
export function PropsSchemaForm({
  id,
  field,
  meta,
  language,
}: {
  id: NodeId;
  field: FieldSchema;
  meta: DesignerWidgetMeta;
  language: DesignerLanguage;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const editMany = useEditMany(id);
  const form = useMemo(() => propsForm(meta.propsSchema.properties, language), [meta, language]);
  const props = field.props;
  // What the form shows, as text: only the props it edits. A label typed elsewhere in the panel
  // rewrites `props.labelI18n`, and restarting the form for that would re-mount every control.
  const shown = ownPropsKey(form, props);
  const written = useRef<string | null>(null);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (shown !== written.current) {
      written.current = shown;
      setGeneration((g) => g + 1);
    }
  }, [shown]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new generation is what re-reads the props.
  const initial = useMemo(() => ({ ...props }), [generation, id]);

  if (form.fields.length === 0)
    return <Typography.Text type="secondary">{t('field.noProps')}</Typography.Text>;
  const onValuesChange = (values: Record<string, unknown>) => {
    const current = (session.document.nodeById(id)?.props ?? {}) as Record<string, unknown>;
    const changes = changedProps(form, values, current);
    if (changes.length === 0) return;
    editMany(Object.fromEntries(changes.map(([name, value]) => [`props.${name}`, value])), 'props');
    written.current = ownPropsKey(form, session.document.nodeById(id)?.props);
  };
  return (
    <section aria-label={t('field.props')}>
      <Typography.Title level={5}>{t('field.props')}</Typography.Title>
      <FormRenderer
        key={`${id}:${generation}`}
        schema={form}
        mode="edit"
        initialValues={initial}
        onValuesChange={onValuesChange}
      />
    </section>
  );
}
