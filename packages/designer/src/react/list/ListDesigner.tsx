import { Button, Empty, Tabs } from 'antd';
import { useMemo } from 'react';
import { setList } from '../../core/index.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useSchema, useSession } from '../session/context.js';
import { ButtonsEditor } from './ButtonsEditor.js';
import { ColumnsEditor } from './ColumnsEditor.js';
import { ListPreview } from './ListPreview.js';
import { ListSettings } from './ListSettings.js';
import { listableFields, missingFields, starterList } from './list-fields.js';
import { SearchesEditor } from './SearchesEditor.js';
import { useList } from './use-list.js';

const COLUMN = { overflow: 'auto', height: '100%', boxSizing: 'border-box', padding: 8 } as const;

/**
 * The list half of a design, over the same document as the form: its edits are undone, redone
 * and saved with the form's. A form without a list is offered one, started from its fields.
 */
export function ListDesigner({ releasedListUrl }: { releasedListUrl?: string | undefined }) {
  const t = useDesignerText();
  const session = useSession();
  const form = useSchema();
  const list = useList();
  const fields = useMemo(() => listableFields(form, (key) => t(key)), [form, t]);
  const missing = useMemo(() => (list ? missingFields(form, list) : new Set<string>()), [form, list]);
  if (!list)
    return (
      <Empty style={{ marginTop: 80 }} description={t('list.none')}>
        <Button
          type="primary"
          onClick={() => session.run(() => setList(starterList(fields, (key) => t(key))))}
        >
          {t('list.create')}
        </Button>
      </Empty>
    );
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '1fr 360px', flex: 1, minHeight: 0 }}>
      <main style={{ ...COLUMN, background: '#f5f6f8', padding: 12 }}>
        <div style={{ background: '#fff', padding: 12, borderRadius: 4 }}>
          <ListPreview list={list} form={form} fields={fields} releasedListUrl={releasedListUrl} />
        </div>
      </main>
      <aside style={{ ...COLUMN, borderLeft: '1px solid #eee' }}>
        <Tabs
          size="small"
          items={[
            {
              key: 'columns',
              label: t('list.columnsTab', { count: list.columnList.length }),
              children: <ColumnsEditor fields={fields} missing={missing} />,
            },
            {
              key: 'searches',
              label: t('list.searchesTab', { count: list.searchList.length }),
              children: <SearchesEditor fields={fields} missing={missing} />,
            },
            { key: 'buttons', label: t('list.buttonsTab'), children: <ButtonsEditor /> },
            { key: 'settings', label: t('list.settingsTab'), children: <ListSettings fields={fields} /> },
          ]}
        />
      </aside>
    </div>
  );
}
