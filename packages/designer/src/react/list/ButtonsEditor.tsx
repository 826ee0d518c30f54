import { useRuntime } from '@formwork/runtime';
import type { ListButton, ListSchema } from '@formwork/schema';
import { Checkbox, Input, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useEditList, useList } from './use-list.js';

const TOOLBAR = ['add', 'download', 'upload', 'batchRemove', 'batchPrint'] as const;
const ROW = ['edit', 'remove', 'detail'] as const;

type Kind = 'btnsList' | 'columnBtnsList';

/** A toolbar or row button's value. */
type ButtonValue = (typeof TOOLBAR)[number] | (typeof ROW)[number];

/**
 * Which toolbar and row buttons the list offers, each with its text. A button keeps its place
 * in JNPF's order whatever order it was ticked in, so the toolbar reads the same in every list.
 */
export function ButtonsEditor() {
  const t = useDesignerText();
  const list = useList();
  const edit = useEditList();
  if (!list) return null;
  const group = <V extends ButtonValue>(kind: Kind, values: readonly V[]) => {
    const buttons = list[kind] as ListButton<V>[];
    const toggle = (value: V, on: boolean) =>
      edit((l) => {
        const current = l[kind] as ListButton<V>[];
        const next = on
          ? values
              .map(
                (v) =>
                  current.find((b) => b.value === v) ??
                  (v === value ? { value: v, label: t(`list.button.${v}`) } : undefined),
              )
              .filter((b): b is ListButton<V> => b !== undefined)
          : current.filter((b) => b.value !== value);
        return { ...l, [kind]: next } as ListSchema;
      });
    const rename = (value: V, label: string) =>
      edit(
        (l) =>
          ({
            ...l,
            [kind]: (l[kind] as ListButton<V>[]).map((b) => (b.value === value ? { ...b, label } : b)),
          }) as ListSchema,
        `list.${kind}.${value}.label`,
      );
    return values.map((value) => {
      const button = buttons.find((b) => b.value === value);
      return (
        <div key={value} style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6 }}>
          <Checkbox
            checked={!!button}
            onChange={(e) => toggle(value, e.target.checked)}
            style={{ width: 110 }}
          >
            {t(`list.button.${value}`)}
          </Checkbox>
          <Input
            size="small"
            disabled={!button}
            aria-label={t('list.buttonText', { name: t(`list.button.${value}`) })}
            value={button?.label ?? ''}
            onChange={(e) => rename(value, e.target.value)}
          />
        </div>
      );
    });
  };
  return (
    <div>
      <Typography.Title level={5} style={{ fontSize: 13 }}>
        {t('list.toolbarButtons')}
      </Typography.Title>
      {group('btnsList', TOOLBAR)}
      {list.btnsList.some((button) => button.value === 'batchPrint') && (
        <PrintTemplatesPicker
          value={list.printIds ?? []}
          onChange={(printIds) => edit((l) => ({ ...l, printIds }))}
        />
      )}
      <Typography.Title level={5} style={{ fontSize: 13, marginTop: 12 }}>
        {t('list.rowButtons')}
      </Typography.Title>
      {group('columnBtnsList', ROW)}
    </div>
  );
}

/**
 * The print templates the 批量打印 button prints with (the first one), from the enabled ones
 * GET /api/system/printDev/Selector lists.
 */
function PrintTemplatesPicker({ value, onChange }: { value: string[]; onChange(ids: string[]): void }) {
  const t = useDesignerText();
  const { transport } = useRuntime();
  const [options, setOptions] = useState<Array<{ value: string; label: string }>>();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    transport<{ list: Array<{ id: string; fullName: string; enCode: string }> }>({
      method: 'GET',
      url: '/api/system/printDev/Selector',
    }).then(
      (answer) =>
        current &&
        setOptions(
          answer.list.map((item) => ({ value: item.id, label: `${item.fullName} (${item.enCode})` })),
        ),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [transport]);
  return (
    <div style={{ marginBottom: 6 }}>
      <Typography.Text style={{ fontSize: 12 }}>{t('list.printIds')}</Typography.Text>
      <Select
        mode="multiple"
        size="small"
        aria-label={t('list.printIds')}
        style={{ width: '100%' }}
        value={value}
        loading={!options && !failed}
        status={failed ? 'error' : undefined}
        placeholder={failed ? t('list.printIdsFailed') : t('list.printIdsPlaceholder')}
        options={options ?? []}
        optionFilterProp="label"
        onChange={onChange}
      />
    </div>
  );
}
