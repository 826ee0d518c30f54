import { ListRenderer, RuntimeProvider, useRuntime } from '@formwork/runtime';
import type { FormSchema, ListSchema } from '@formwork/schema';
import { App, Tag, Typography } from 'antd';
import { useDeferredValue, useMemo, useState } from 'react';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { ListableField } from './list-fields.js';
import { previewEndpoints, previewTransport } from './preview-transport.js';
import { sampleRows } from './sample-rows.js';

const PREVIEW_MENU = 'designer-preview';

/**
 * The list as its users will see it, redrawn as it is designed: the released model's rows when
 * it has been released and has some, made-up rows otherwise. Permission switches are left off
 * here, as the designer sees everything.
 */
export function ListPreview({
  list,
  form,
  fields,
  releasedListUrl,
}: {
  list: ListSchema;
  form: FormSchema;
  fields: readonly ListableField[];
  releasedListUrl?: string | undefined;
}) {
  const t = useDesignerText();
  const runtime = useRuntime();
  const { message } = App.useApp();
  const [source, setSource] = useState<'released' | 'sample'>();
  // Typing a label redraws the table once typing pauses, not on every keystroke.
  const shown = useDeferredValue(list);
  const drawn = useMemo<ListSchema>(
    () => ({
      ...shown,
      useColumnPermission: false,
      useFormPermission: false,
      useBtnPermission: false,
      useDataPermission: false,
    }),
    [shown],
  );
  const latest = useMemo(() => ({ list: drawn, fields }), [drawn, fields]);
  const value = useMemo(
    () => ({
      ...runtime,
      permissionList: [],
      transport: previewTransport(runtime.transport, {
        releasedListUrl,
        sample: () => sampleRows(latest.list, latest.fields),
        onSource: setSource,
        readOnly: t('list.previewReadOnly'),
      }),
    }),
    [runtime, releasedListUrl, latest, t],
  );
  const inPreview = () => void message.info(t('list.previewReadOnly'));
  return (
    <section aria-label={t('list.preview')}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginBottom: 8 }}>
        <Typography.Text strong>{t('list.preview')}</Typography.Text>
        {source && (
          <Tag color={source === 'released' ? 'green' : 'default'}>
            {source === 'released' ? t('list.releasedData') : t('list.sampleData')}
          </Tag>
        )}
      </div>
      <RuntimeProvider value={value}>
        <ListRenderer
          key={`${drawn.type}-${drawn.hasPage}-${drawn.pageSize}`}
          list={drawn}
          form={form}
          endpoints={previewEndpoints}
          menuId={PREVIEW_MENU}
          onAdd={inPreview}
          onEdit={inPreview}
          onDetail={inPreview}
        />
      </RuntimeProvider>
    </section>
  );
}
