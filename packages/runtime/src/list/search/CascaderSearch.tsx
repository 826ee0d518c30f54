import type { FieldOption } from '@formwork/schema';
import { Cascader } from 'antd';

export interface CascaderSearchProps {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
  options: FieldOption[];
  placeholder: string;
}

/** A cascader field's search: a path of options. */
export function CascaderSearch({ id, value, onChange, options, placeholder }: CascaderSearchProps) {
  return (
    <Cascader
      id={id}
      value={value as (string | number)[] | undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      placeholder={placeholder}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
