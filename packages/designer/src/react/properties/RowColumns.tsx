import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldSchema } from '@formwork/schema';
import { Button, InputNumber, Space, Typography } from 'antd';
import {
  type Command,
  type FormDocument,
  insertField,
  type NodeId,
  removeNodes,
  setProperty,
  setPropertyOnAll,
} from '../../core/index.js';
import { useNotice } from '../canvas/over-state.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { DesignerMetas } from '../meta.js';
import { useSession } from '../session/context.js';

const FULL = 24;

/** What the next column gets: the rest of the last line of the row, or a whole new line. */
export function nextColumnSpan(spans: readonly number[]): number {
  const used = spans.reduce((sum, span) => sum + span, 0) % FULL;
  return FULL - used;
}

/**
 * A grid row's columns: the fields it holds, each with its share of the 24, added (a single-line
 * input filling the rest of the line), removed, resized one by one or shared out evenly.
 */
export function RowColumns({ id, metas }: { id: NodeId; metas: DesignerMetas }) {
  const t = useDesignerText();
  const session = useSession();
  const notice = useNotice();
  const doc = session.document;
  const columns = doc
    .childIds(id)
    .map((childId) => ({ id: childId, field: doc.nodeById(childId) }))
    .filter((column): column is { id: NodeId; field: FieldSchema } => column.field !== undefined);
  const spans = columns.map((column) => column.field.span ?? FULL);
  const used = spans.reduce((sum, span) => sum + span, 0);
  const nameOf = (field: FieldSchema) => field.label || field.vModel || field.jnpfKey;
  const run = (build: (d: FormDocument) => Command, mergeKey?: string) => {
    const refusal = session.run(build, mergeKey === undefined ? undefined : { mergeKey });
    if (refusal) notice(refusal);
  };
  const add = () => {
    const made = metas.get('input')?.createField();
    if (!made) return;
    run((d) => insertField(d, { ...made, span: nextColumnSpan(spans) }, { parent: id }));
  };
  const even = () => {
    const share = Math.max(1, Math.floor(FULL / columns.length));
    run((d) =>
      setPropertyOnAll(
        d,
        columns.map((column) => column.id),
        'span',
        share,
      ),
    );
  };
  return (
    <section aria-label={t('field.rowColumns')} style={{ marginBottom: 12 }}>
      <Typography.Text strong>{t('field.rowColumns')}</Typography.Text>{' '}
      <Typography.Text type="secondary">
        {t('field.rowUsed', { used, count: columns.length })}
      </Typography.Text>
      <ul style={{ listStyle: 'none', padding: 0, margin: '6px 0' }}>
        {columns.map((column) => (
          <li key={column.id} style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 4 }}>
            <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {nameOf(column.field)}
            </span>
            <InputNumber
              size="small"
              min={1}
              max={FULL}
              aria-label={t('field.columnSpan', { name: nameOf(column.field) })}
              value={column.field.span ?? FULL}
              onChange={(span) => {
                // Each step of the arrows merges into one undo step, as the slider's drag does.
                if (typeof span === 'number')
                  run((d) => setProperty(d, column.id, 'span', span), `${column.id}:span`);
              }}
              addonAfter="/24"
              style={{ width: 110 }}
            />
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('field.removeColumn', { name: nameOf(column.field) })}
              onClick={() => run((d) => removeNodes(d, [column.id]))}
            />
          </li>
        ))}
      </ul>
      <Space>
        <Button size="small" icon={<PlusOutlined />} onClick={add}>
          {t('field.addColumn')}
        </Button>
        <Button size="small" disabled={columns.length < 2} onClick={even}>
          {t('field.evenColumns')}
        </Button>
      </Space>
    </section>
  );
}
