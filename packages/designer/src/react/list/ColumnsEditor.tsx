import { DeleteOutlined } from '@ant-design/icons';
import { columnFormatsFor, type ListColumn } from '@formwork/schema';
import { Button, Empty, Input, InputNumber, Radio, Select, Switch, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { Setting } from '../properties/Setting.js';
import { AddFieldSelect } from './AddFieldSelect.js';
import { columnOf, type ListableField } from './list-fields.js';
import { rowKeys } from './row-keys.js';
import { SortableRows } from './SortableRows.js';
import { useList, useListRows } from './use-list.js';

/** Number formats have names; a date format is shown as its pattern, which reads the same in every language. */
const NAMED_FORMATS = ['thousands', 'money', 'percent'] as const;

/** Whether the catalogue has a name of its own for a format (`list.formats.money`). */
const isNamedFormat = (format: string): format is (typeof NAMED_FORMATS)[number] =>
  (NAMED_FORMATS as readonly string[]).includes(format);

/** The list's columns: add from the form's fields, order by drag, label each, and the chosen one's settings. */
export function ColumnsEditor({
  fields,
  missing,
}: {
  fields: readonly ListableField[];
  missing: ReadonlySet<string>;
}) {
  const t = useDesignerText();
  const list = useList();
  const rows = useListRows('columnList');
  const [selected, setSelected] = useState<number>();
  if (!list) return null;
  const columns = list.columnList;
  const keys = rowKeys(columns.map((c) => c.prop));
  const change = rows.change;
  // A removed column is no longer summed either.
  const remove = (index: number) => {
    const prop = columns[index]?.prop;
    rows.remove(index, (l) =>
      l.summaryField ? { summaryField: l.summaryField.filter((f) => f !== prop) } : {},
    );
    setSelected(undefined);
  };
  const chosen = selected === undefined ? undefined : columns[selected];
  const formats = chosen?.jnpfKey ? columnFormatsFor(chosen.jnpfKey) : [];
  return (
    <div>
      <AddFieldSelect
        fields={fields}
        taken={new Set(columns.map((c) => c.prop))}
        placeholder={t('list.addColumn')}
        onAdd={(field) => {
          rows.add(columnOf(field));
          setSelected(columns.length);
        }}
      />
      {columns.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.noColumns')} />
      ) : (
        <SortableRows
          keys={keys}
          what={t('list.columns')}
          selected={selected}
          onSelect={setSelected}
          onMove={(from, to) => {
            rows.move(from, to);
            setSelected(to);
          }}
          render={(index) => {
            const column = columns[index] as ListColumn;
            return (
              <>
                <Input
                  size="small"
                  aria-label={t('list.columnLabel', { index: index + 1 })}
                  value={column.label}
                  onChange={(e) => change(index, { label: e.target.value }, `list.column.${index}.label`)}
                  style={{ flex: 1 }}
                />
                {missing.has(column.prop) ? (
                  <Tooltip title={t('list.missingField')}>
                    <Tag color="error">{column.prop}</Tag>
                  </Tooltip>
                ) : (
                  <Tag style={{ maxWidth: 90, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                    {column.prop}
                  </Tag>
                )}
                <Button
                  size="small"
                  type="text"
                  danger
                  aria-label={t('list.removeColumn', { label: column.label })}
                  icon={<DeleteOutlined />}
                  onClick={(e) => {
                    e.stopPropagation();
                    remove(index);
                  }}
                />
              </>
            );
          }}
        />
      )}
      {chosen && selected !== undefined && (
        <section aria-label={t('list.columnSettings', { label: chosen.label })} style={{ marginTop: 12 }}>
          <Setting label={t('list.width')}>
            {(id) => (
              <InputNumber
                id={id}
                min={40}
                max={1000}
                placeholder={t('list.auto')}
                value={chosen.width ?? null}
                onChange={(width) =>
                  change(selected, { width: width ?? undefined }, `list.column.${selected}.width`)
                }
                style={{ width: '100%' }}
              />
            )}
          </Setting>
          <Setting label={t('list.align')}>
            {() => (
              <Radio.Group
                size="small"
                optionType="button"
                value={chosen.align ?? 'left'}
                onChange={(e) => change(selected, { align: e.target.value })}
                options={(['left', 'center', 'right'] as const).map((v) => ({
                  value: v,
                  label: t(`list.align_${v}`),
                }))}
              />
            )}
          </Setting>
          <Setting label={t('list.fixed')}>
            {() => (
              <Radio.Group
                size="small"
                optionType="button"
                value={chosen.fixed ?? 'none'}
                onChange={(e) => change(selected, { fixed: e.target.value })}
                options={(['none', 'left', 'right'] as const).map((v) => ({
                  value: v,
                  label: t(`list.fixed_${v}`),
                }))}
              />
            )}
          </Setting>
          <Setting label={t('list.sortable')}>
            {(id) => (
              <Switch
                id={id}
                checked={chosen.sortable === true}
                onChange={(sortable) => change(selected, { sortable })}
              />
            )}
          </Setting>
          {formats.length > 0 && (
            <Setting label={t('list.format')}>
              {(id) => (
                <Select
                  id={id}
                  allowClear
                  placeholder={t('list.formatDefault')}
                  value={chosen.format}
                  onChange={(format?: string) => change(selected, { format })}
                  options={formats.map((f) => ({
                    value: f.value,
                    label: `${isNamedFormat(f.value) ? t(`list.formats.${f.value}`) : f.value} · ${f.example}`,
                  }))}
                  style={{ width: '100%' }}
                />
              )}
            </Setting>
          )}
        </section>
      )}
    </div>
  );
}
