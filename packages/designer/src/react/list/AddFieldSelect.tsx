import { PlusOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { ListableField } from './list-fields.js';

/** Picks a field not yet in the list, to add it; resets once picked. */
export function AddFieldSelect({
  fields,
  taken,
  placeholder,
  onAdd,
}: {
  fields: readonly ListableField[];
  taken: ReadonlySet<string>;
  placeholder: string;
  onAdd(field: ListableField): void;
}) {
  const t = useDesignerText();
  const free = fields.filter((f) => !taken.has(f.vModel));
  return (
    <Select
      aria-label={placeholder}
      style={{ width: '100%', marginBottom: 8 }}
      placeholder={
        <span>
          <PlusOutlined /> {placeholder}
        </span>
      }
      value={null}
      showSearch
      optionFilterProp="label"
      notFoundContent={t('list.allAdded')}
      options={free.map((f) => ({ value: f.vModel, label: `${f.label} (${f.vModel})` }))}
      onChange={(vModel: string) => {
        const field = free.find((f) => f.vModel === vModel);
        if (field) onAdd(field);
      }}
    />
  );
}
