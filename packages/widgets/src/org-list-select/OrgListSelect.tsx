import { Select, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { type DataProvider, type OrgNode, useDataProvider } from '../data-provider/index.js';
import { useWidgetText } from '../i18n/index.js';
import { EmptyList, type IdValue, idsOf, idValueOf, useProviderData } from '../picker-dialog/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { isNested, type ListKind, listOptions, namesById } from './org-options.js';

export interface OrgListSelectProps extends WidgetProps<IdValue> {
  /** Stores a list of ids instead of one id. */
  multiple?: boolean;
  /** Offers a clear icon in the field. Default true. */
  clearable?: boolean;
}

type ListLoader = (provider: DataProvider, signal: AbortSignal) => Promise<OrgNode[]>;

const LOADERS: Record<ListKind, ListLoader> = {
  position: (provider, signal) => provider.positions({}, signal),
  role: (provider, signal) => provider.roles({}, signal),
  group: (provider, signal) => provider.groups({}, signal),
};

/**
 * A searchable select over positions, roles or groups: a tree select when the provider nests
 * them under organisations, a plain select when the list is flat. Names come from the same list.
 */
export function OrgListSelect({ kind, ...props }: OrgListSelectProps & { kind: ListKind }) {
  const { value, onChange, multiple = false, clearable = true, disabled, placeholder } = props;
  const provider = useDataProvider();
  const t = useWidgetText();
  const { data, loading } = useProviderData(kind, (signal) => LOADERS[kind](provider, signal));
  const options = useMemo(() => listOptions(data ?? [], kind), [data, kind]);
  const names = useMemo(() => namesById(options), [options]);
  const ids = idsOf(value, multiple);

  if (props.readOnly) return <ReadOnlyText>{ids.map((id) => names.get(id) ?? id).join(',')}</ReadOnlyText>;

  const shared = {
    value: multiple ? ids : ids[0],
    onChange: (next: string | string[] | undefined | null) =>
      onChange?.(
        idValueOf(next === undefined || next === null ? [] : Array.isArray(next) ? next : [next], multiple),
      ),
    loading,
    disabled,
    allowClear: clearable,
    placeholder: placeholder ?? t('picker.placeholder'),
    showSearch: true,
    notFoundContent: <EmptyList />,
    style: { width: '100%' },
  };
  if (isNested(options)) {
    return (
      <TreeSelect<string | string[]>
        {...shared}
        multiple={multiple}
        treeData={options}
        treeNodeFilterProp="title"
        treeDefaultExpandAll
      />
    );
  }
  return (
    <Select<string | string[]>
      {...shared}
      mode={multiple ? 'multiple' : undefined}
      options={options.map((option) => ({ value: option.value, label: option.title }))}
      optionFilterProp="label"
    />
  );
}
