import { DeleteOutlined } from '@ant-design/icons';
import type { ListSearch, SearchType } from '@formwork/schema';
import { Button, Checkbox, Empty, Input, Select, Tag, Tooltip } from 'antd';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { AddFieldSelect } from './AddFieldSelect.js';
import { allowsMultiple, type ListableField, searchOf, searchTypesFor } from './list-fields.js';
import { rowKeys } from './row-keys.js';
import { SortableRows } from './SortableRows.js';
import { useList, useListRows } from './use-list.js';

/** The list's search fields: which, in what order, searched how (equal, fuzzy, range), one or several values. */
export function SearchesEditor({
  fields,
  missing,
}: {
  fields: readonly ListableField[];
  missing: ReadonlySet<string>;
}) {
  const t = useDesignerText();
  const list = useList();
  const { change, add, remove, move } = useListRows('searchList');
  if (!list) return null;
  const searches = list.searchList;
  return (
    <div>
      <AddFieldSelect
        fields={fields}
        taken={new Set(searches.map((s) => s.prop))}
        placeholder={t('list.addSearch')}
        onAdd={(field) => add(searchOf(field))}
      />
      {searches.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('list.noSearches')} />
      ) : (
        <SortableRows
          keys={rowKeys(searches.map((s) => s.prop))}
          what={t('list.searches')}
          onMove={move}
          render={(index) => {
            const search = searches[index] as ListSearch;
            const key = search.jnpfKey ?? fields.find((f) => f.vModel === search.prop)?.jnpfKey ?? 'input';
            return (
              <div style={{ flex: 1, display: 'grid', gap: 4 }}>
                <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                  <Input
                    size="small"
                    aria-label={t('list.searchLabel', { index: index + 1 })}
                    value={search.label}
                    onChange={(e) => change(index, { label: e.target.value }, `list.search.${index}.label`)}
                    style={{ flex: 1 }}
                  />
                  {missing.has(search.prop) && (
                    <Tooltip title={t('list.missingField')}>
                      <Tag color="error">{search.prop}</Tag>
                    </Tooltip>
                  )}
                  <Button
                    size="small"
                    type="text"
                    danger
                    aria-label={t('list.removeSearch', { label: search.label })}
                    icon={<DeleteOutlined />}
                    onClick={() => remove(index)}
                  />
                </div>
                <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
                  <Select
                    size="small"
                    aria-label={t('list.searchTypeOf', { label: search.label })}
                    value={search.searchType}
                    onChange={(searchType: SearchType) => change(index, { searchType })}
                    options={searchTypesFor(key).map((type) => ({
                      value: type,
                      label: t(`list.searchType_${type}`),
                    }))}
                    style={{ width: 110 }}
                  />
                  {allowsMultiple(key) && (
                    <Checkbox
                      checked={search.searchMultiple === true}
                      onChange={(e) => change(index, { searchMultiple: e.target.checked })}
                    >
                      {t('list.searchMultiple')}
                    </Checkbox>
                  )}
                </div>
              </div>
            );
          }}
        />
      )}
    </div>
  );
}
