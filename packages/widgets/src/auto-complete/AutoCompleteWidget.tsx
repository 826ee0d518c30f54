import { AutoComplete } from 'antd';
import { useState } from 'react';
import { useDefaultWording } from '../i18n/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { type SuggestionSource, useSuggestions } from './use-suggestions.js';

export interface AutoCompleteWidgetProps extends WidgetProps<string>, SuggestionSource {
  clearable?: boolean;
}

/**
 * A text box that suggests texts from a data interface as the user types (jnpfKey
 * `autoComplete`). The value is the text itself, typed or picked.
 */
export function AutoCompleteWidget(props: AutoCompleteWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, clearable } = props;
  const shown = useDefaultWording();
  const [keyword, setKeyword] = useState<string>();
  const suggestions = useSuggestions(props, keyword);
  if (readOnly) return <ReadOnlyText>{value ?? ''}</ReadOnlyText>;
  return (
    <AutoComplete
      className="fw-auto-complete"
      style={{ width: '100%' }}
      value={value ?? ''}
      options={suggestions.map((text) => ({ value: text }))}
      onSearch={setKeyword}
      onChange={(text: string) => onChange?.(text ?? '')}
      disabled={disabled}
      placeholder={shown(placeholder)}
      allowClear={clearable}
    />
  );
}
