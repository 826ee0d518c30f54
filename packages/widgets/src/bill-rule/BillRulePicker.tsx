import { Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useDataProvider } from '../data-provider/index.js';
import { useWidgetText } from '../i18n/index.js';
import { EmptyList, useProviderData } from '../picker-dialog/index.js';
import type { WidgetProps } from '../shared/types.js';

export interface BillRulePickerProps extends WidgetProps<string | null> {
  clearable?: boolean;
}

/**
 * The designer's choice of a bill rule: the rules' names (typing asks billRules with the
 * keyword); stores the chosen rule's enCode.
 */
export function BillRulePicker(props: BillRulePickerProps) {
  const { value, onChange, disabled, placeholder } = props;
  const provider = useDataProvider();
  const t = useWidgetText();
  const [keyword, setKeyword] = useState('');
  const rules = useProviderData(`bill-rules:${keyword}`, (signal) =>
    provider.billRules(keyword ? { keyword } : {}, signal),
  );
  // Names of rules seen, so the stored enCode reads as its name while a search hides it.
  const [names, setNames] = useState<Record<string, string>>({});
  useEffect(() => {
    const seen = rules.data?.filter((rule) => rule.enCode);
    if (seen?.length)
      setNames((known) => ({
        ...known,
        ...Object.fromEntries(seen.map((rule) => [rule.enCode, rule.fullName])),
      }));
  }, [rules.data]);

  const chosen = value ? { value, label: names[value] ?? value } : undefined;
  return (
    <Select<{ value: string; label: string } | undefined>
      labelInValue
      value={chosen}
      onChange={(next) => {
        setKeyword('');
        onChange?.(next?.value ?? null);
      }}
      options={(rules.data ?? [])
        .filter((rule) => rule.enCode)
        .map((rule) => ({ value: rule.enCode as string, label: rule.fullName }))}
      showSearch
      filterOption={false}
      onSearch={setKeyword}
      onOpenChange={(open) => {
        if (!open) setKeyword('');
      }}
      loading={rules.loading}
      notFoundContent={rules.loading ? <Spin size="small" /> : <EmptyList />}
      allowClear={props.clearable ?? true}
      disabled={disabled}
      placeholder={placeholder ?? t('picker.placeholder')}
      style={{ width: '100%' }}
    />
  );
}
