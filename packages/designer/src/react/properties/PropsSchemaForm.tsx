import { type FormHandle, FormRenderer } from '@formwork/runtime';
import type { FieldSchema } from '@formwork/schema';
import { Typography } from 'antd';
import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { NodeId } from '../../core/index.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { DesignerWidgetMeta } from '../meta.js';
import { useSession } from '../session/context.js';
import { changedProps, ownPropsKey, propsForm } from './props-form.js';
import { useEditMany } from './use-edit.js';

/**
 * The widget's own props, from its meta's props JSON Schema, rendered by the runtime's
 * FormRenderer. One form serves every field of a widget kind: selecting another field loads its
 * props into it (only the controls whose value differs redraw), and so does a change of the
 * props from elsewhere (undo, the JSON view). What the user types is never loaded back, so the
 * caret never jumps.
 */
export const PropsSchemaForm = memo(function PropsSchemaForm({
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
  const t = useDesignerText();
  const session = useSession();
  const editMany = useEditMany(id);
  const form = useMemo(() => propsForm(meta.propsSchema.properties, language), [meta, language]);
  const props = field.props;
  // What the form shows, as text: only the props it edits. A label typed elsewhere in the panel
  // rewrites `props.labelI18n`, and loading the form for that would redraw every control.
  const shown = ownPropsKey(form, props);
  const handle = useRef<FormHandle>(null);
  const [initial] = useState(() => ({ ...props }));
  const loaded = useRef({ id, shown, form });
  useLayoutEffect(() => {
    const last = loaded.current;
    if (last.id === id && last.shown === shown && last.form === form) return;
    loaded.current = { id, shown, form };
    handle.current?.load({ ...props });
  }, [id, shown, form, props]);

  if (form.fields.length === 0)
    return <Typography.Text type="secondary">{t('field.noProps')}</Typography.Text>;
  const onValuesChange = (values: Record<string, unknown>) => {
    const current = (session.document.nodeById(id)?.props ?? {}) as Record<string, unknown>;
    const changes = changedProps(form, values, current);
    if (changes.length === 0) return;
    editMany(Object.fromEntries(changes.map(([name, value]) => [`props.${name}`, value])), 'props');
    loaded.current = { id, shown: ownPropsKey(form, session.document.nodeById(id)?.props), form };
  };
  return (
    <section aria-label={t('field.props')}>
      <Typography.Title level={5}>{t('field.props')}</Typography.Title>
      <FormRenderer
        ref={handle}
        schema={form}
        mode="edit"
        initialValues={initial}
        onValuesChange={onValuesChange}
      />
    </section>
  );
});
