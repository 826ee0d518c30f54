import { type ListSchema, ListType } from '@formwork/schema';
import { InterfaceSelect } from '@formwork/widgets';
import { Divider, Input, Radio, Select, Switch, Typography } from 'antd';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { Setting } from '../properties/Setting.js';
import { DictionaryTypePicker } from '../properties/sources/DictionaryTypePicker.js';
import { isNumeric, type ListableField } from './list-fields.js';
import { useEditList, useList } from './use-list.js';

const PAGE_SIZES = [10, 20, 30, 50, 100];
const PERMISSIONS = [
  'useColumnPermission',
  'useFormPermission',
  'useBtnPermission',
  'useDataPermission',
] as const;

/** The list as a whole: its type (and the tree or grouping it needs), paging, order, summary row and permission switches. */
export function ListSettings({ fields }: { fields: readonly ListableField[] }) {
  const t = useDesignerText();
  const list = useList();
  const edit = useEditList();
  if (!list) return null;
  const set = (patch: Partial<ListSchema>, mergeKey?: string) => edit((l) => ({ ...l, ...patch }), mergeKey);
  const fieldOptions = fields.map((f) => ({ value: f.vModel, label: f.label }));
  const numericColumns = list.columnList.filter((c) => isNumeric(c.jnpfKey ?? ''));
  return (
    <div>
      <Setting label={t('list.type')}>
        {() => (
          <Radio.Group
            value={list.type}
            onChange={(e) => set({ type: e.target.value })}
            style={{ display: 'grid', gap: 4 }}
            options={([1, 2, 3, 4] as const).map((type) => ({ value: type, label: t(`list.type_${type}`) }))}
          />
        )}
      </Setting>
      {list.type === ListType.leftTree && (
        <fieldset style={{ border: 'none', padding: 0, margin: 0 }} aria-label={t('list.tree')}>
          <Setting label={t('list.treeTitle')}>
            {(id) => (
              <Input
                id={id}
                value={list.treeTitle ?? ''}
                onChange={(e) => set({ treeTitle: e.target.value }, 'list.treeTitle')}
              />
            )}
          </Setting>
          <Setting label={t('list.treeDataSource')}>
            {(id) => (
              <Select
                id={id}
                value={list.treeDataSource}
                placeholder={t('list.choose')}
                onChange={(treeDataSource: ListSchema['treeDataSource']) => set({ treeDataSource })}
                options={(['dictionary', 'organize', 'api'] as const).map((v) => ({
                  value: v,
                  label: t(`list.treeSource_${v}`),
                }))}
                style={{ width: '100%' }}
              />
            )}
          </Setting>
          {list.treeDataSource === 'dictionary' && (
            <Setting label={t('list.treeDictionary')}>
              {(id) => (
                <DictionaryTypePicker
                  id={id}
                  value={list.treeDictionary}
                  onChange={(treeDictionary) =>
                    set({ treeDictionary, treePropsValue: 'id', treePropsLabel: 'fullName' })
                  }
                />
              )}
            </Setting>
          )}
          {list.treeDataSource === 'api' && (
            <>
              <Setting label={t('list.treeInterface')}>
                {(id) => (
                  <InterfaceSelect
                    id={id}
                    value={list.treePropsUrl}
                    onChange={(treePropsUrl) => set({ treePropsUrl: treePropsUrl || undefined })}
                  />
                )}
              </Setting>
              <Setting label={t('list.treePropsValue')}>
                {(id) => (
                  <Input
                    id={id}
                    value={list.treePropsValue ?? ''}
                    onChange={(e) => set({ treePropsValue: e.target.value }, 'list.treePropsValue')}
                  />
                )}
              </Setting>
              <Setting label={t('list.treePropsLabel')}>
                {(id) => (
                  <Input
                    id={id}
                    value={list.treePropsLabel ?? ''}
                    onChange={(e) => set({ treePropsLabel: e.target.value }, 'list.treePropsLabel')}
                  />
                )}
              </Setting>
            </>
          )}
          <Setting label={t('list.treeRelation')}>
            {(id) => (
              <Select
                id={id}
                value={list.treeRelation}
                placeholder={t('list.choose')}
                onChange={(treeRelation: string) => set({ treeRelation })}
                options={fieldOptions}
                style={{ width: '100%' }}
              />
            )}
          </Setting>
        </fieldset>
      )}
      {list.type === ListType.grouped && (
        <Setting label={t('list.groupField')}>
          {(id) => (
            <Select
              id={id}
              value={list.groupField}
              placeholder={t('list.choose')}
              onChange={(groupField: string) => set({ groupField })}
              options={fieldOptions}
              style={{ width: '100%' }}
            />
          )}
        </Setting>
      )}
      <Divider style={{ margin: '8px 0' }} />
      <Setting label={t('list.hasPage')}>
        {(id) => <Switch id={id} checked={list.hasPage} onChange={(hasPage) => set({ hasPage })} />}
      </Setting>
      {list.hasPage && (
        <Setting label={t('list.pageSize')}>
          {(id) => (
            <Select
              id={id}
              value={list.pageSize}
              onChange={(pageSize: number) => set({ pageSize })}
              options={PAGE_SIZES.map((n) => ({ value: n, label: t('list.perPage', { n }) }))}
              style={{ width: '100%' }}
            />
          )}
        </Setting>
      )}
      <Setting label={t('list.defaultSidx')}>
        {(id) => (
          <Select
            id={id}
            allowClear
            value={list.defaultSidx}
            placeholder={t('list.creatorTime')}
            onChange={(defaultSidx?: string) => set({ defaultSidx })}
            options={fieldOptions}
            style={{ width: '100%' }}
          />
        )}
      </Setting>
      <Setting label={t('list.sort')}>
        {() => (
          <Radio.Group
            optionType="button"
            size="small"
            value={list.sort ?? 'desc'}
            onChange={(e) => set({ sort: e.target.value })}
            options={[
              { value: 'asc', label: t('list.sort_asc') },
              { value: 'desc', label: t('list.sort_desc') },
            ]}
          />
        )}
      </Setting>
      <Divider style={{ margin: '8px 0' }} />
      <Setting label={t('list.showSummary')}>
        {(id) => (
          <Switch
            id={id}
            checked={list.showSummary === true}
            onChange={(showSummary) => set({ showSummary })}
          />
        )}
      </Setting>
      {list.showSummary && (
        <Setting label={t('list.summaryField')}>
          {(id) => (
            <Select
              id={id}
              mode="multiple"
              value={list.summaryField ?? []}
              placeholder={numericColumns.length ? t('list.choose') : t('list.noNumericColumns')}
              onChange={(summaryField: string[]) => set({ summaryField })}
              options={numericColumns.map((c) => ({ value: c.prop, label: c.label }))}
              style={{ width: '100%' }}
            />
          )}
        </Setting>
      )}
      <Divider style={{ margin: '8px 0' }} />
      {PERMISSIONS.map((key) => (
        <Setting key={key} label={t(`list.${key}`)}>
          {(id) => <Switch id={id} checked={list[key] === true} onChange={(on) => set({ [key]: on })} />}
        </Setting>
      ))}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('list.permissionsNote')}
      </Typography.Paragraph>
    </div>
  );
}
