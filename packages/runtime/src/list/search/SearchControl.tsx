import {
  type FieldOption,
  type FieldSchema,
  type ListSearch,
  SearchType,
  searchKindOf,
  traitsOf,
} from '@formwork/schema';
import { Input, InputNumber, Select } from 'antd';
import { runtimeText } from '../../i18n/instance.js';
import { useFieldOptions } from '../../options/use-field-options.js';
import { CascaderSearchOnUse } from '../panels-on-use.js';
import type { ListTexts } from '../texts.js';
import { useListTexts } from '../use-list-texts.js';
import { DateRangeSearch, DateValueSearch, TimeRangeSearch, TimeValueSearch } from './MomentSearch.js';
import { NumberRange } from './NumberRange.js';

export interface SearchControlProps {
  search: ListSearch;
  field?: FieldSchema;
  // The search form hands each editor its id, value and onChange; the id ties the label to the editor.
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * A switch's own words for a state, unless they are the designer's Chinese default (开, 关),
 * which is shown in the user's language like the rest of the list.
 */
function stateWord(own: unknown, key: 'switchOn' | 'switchOff', texts: ListTexts): string {
  const text = typeof own === 'string' ? own.trim() : '';
  return text && text !== runtimeText('zh')(`list.${key}`) ? text : texts[key];
}

function switchOptions(field: FieldSchema, texts: ListTexts): FieldOption[] {
  const props = field.props ?? {};
  return [
    {
      label: stateWord(props.activeTxt, 'switchOn', texts),
      value: (props.activeValue as number | undefined) ?? 1,
    },
    {
      label: stateWord(props.inactiveTxt, 'switchOff', texts),
      value: (props.inactiveValue as number | undefined) ?? 0,
    },
  ];
}

/** The field's options: its own, a dictionary's or an interface's; a switch's two states. */
function useOptionsOf(field: FieldSchema | undefined): { options: FieldOption[]; loading: boolean } {
  const fetched = useFieldOptions(field);
  const texts = useListTexts();
  return field?.jnpfKey === 'switch' ? { options: switchOptions(field, texts), loading: false } : fetched;
}

/** Equal searches use the field's own kind of editor: its options, a date, a number or text. */
function EqualControl({ search, field, id, value, onChange }: SearchControlProps) {
  const key = field?.jnpfKey ?? search.jnpfKey ?? 'input';
  const kind = searchKindOf(key);
  const { options, loading } = useOptionsOf(field);
  const texts = useListTexts();
  if (kind === 'options') {
    const multiple = search.searchMultiple || traitsOf(key).many === 'always';
    return (
      <Select
        id={id}
        value={value ?? (multiple ? [] : undefined)}
        onChange={(next) => onChange?.(next ?? null)}
        mode={multiple ? 'multiple' : undefined}
        options={options.map((option) => ({ label: option.label, value: option.value }))}
        loading={loading}
        placeholder={texts.pleaseSelect}
        optionFilterProp="label"
        showSearch
        allowClear
        style={{ width: '100%' }}
      />
    );
  }
  if (kind === 'path') {
    return (
      <CascaderSearchOnUse
        id={id}
        value={value}
        onChange={onChange}
        options={options}
        placeholder={texts.pleaseSelect}
      />
    );
  }
  if (kind === 'moment')
    return <DateValueSearch id={id} value={value as number | null} onChange={onChange} />;
  if (kind === 'time') return <TimeValueSearch id={id} value={value as string | null} onChange={onChange} />;
  if (kind === 'number') {
    return (
      <InputNumber
        id={id}
        value={value as number | null}
        onChange={(next) => onChange?.(next ?? null)}
        placeholder={texts.pleaseInput}
        style={{ width: '100%' }}
      />
    );
  }
  return <TextControl id={id} value={value} onChange={onChange} />;
}

function TextControl({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
}) {
  const texts = useListTexts();
  return (
    <Input
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange?.(event.target.value)}
      placeholder={texts.pleaseInput}
      allowClear
    />
  );
}

/** The editor of one search: 1 equal, 2 fuzzy (text), 3 range (dates, times or numbers). */
export function SearchControl(props: SearchControlProps) {
  const { search, field, id, value, onChange } = props;
  if (search.searchType === SearchType.fuzzy)
    return <TextControl id={id} value={value} onChange={onChange} />;
  if (search.searchType === SearchType.range) {
    const key = field?.jnpfKey ?? search.jnpfKey ?? '';
    const kind = searchKindOf(key);
    if (kind === 'moment') {
      const showTime = key !== 'datePicker' || field?.props?.type === 'datetime';
      return (
        <DateRangeSearch
          id={id}
          value={value as [number, number] | null}
          onChange={onChange}
          showTime={showTime}
        />
      );
    }
    if (kind === 'time')
      return <TimeRangeSearch id={id} value={value as [string, string] | null} onChange={onChange} />;
    return <NumberRange id={id} value={value as [] | undefined} onChange={onChange} />;
  }
  return <EqualControl {...props} />;
}
