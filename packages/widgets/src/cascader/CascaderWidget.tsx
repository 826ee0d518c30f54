import { Cascader } from 'antd';
import { useMemo } from 'react';
import { useDefaultWording } from '../i18n/index.js';
import { type NormalOption, normalizeOptions } from '../shared/options.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { OptionsProps, WidgetProps } from '../shared/types.js';

type Path = Array<string | number>;
/** One path of values from the root, or several paths when multiple. */
type CascaderValue = Path | Path[] | null;

export interface CascaderWidgetProps extends WidgetProps<CascaderValue>, OptionsProps {
  multiple?: boolean;
  filterable?: boolean;
  clearable?: boolean;
  /** false shows only the chosen leaf's label. */
  showAllLevels?: boolean;
  separator?: string;
}

export function CascaderWidget(props: CascaderWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, multiple, separator = '/' } = props;
  const shown = useDefaultWording();
  const options = useMemo(() => normalizeOptions(props.options, props.props), [props.options, props.props]);
  const showAll = props.showAllLevels !== false;
  if (readOnly) {
    const paths: Path[] = !value || value.length === 0 ? [] : multiple ? (value as Path[]) : [value as Path];
    const texts = paths.map((path) => {
      const labels = pathLabels(options, path);
      return showAll ? labels.join(separator) : (labels.at(-1) ?? '');
    });
    return <ReadOnlyText>{texts.join(',')}</ReadOnlyText>;
  }
  const common = {
    options,
    disabled,
    placeholder: shown(placeholder),
    allowClear: props.clearable,
    showSearch: props.filterable,
    style: { width: '100%' },
    displayRender: showAll ? undefined : (labels: string[]) => labels.at(-1),
  };
  if (multiple) {
    return (
      <Cascader
        {...common}
        multiple
        value={(value as Path[] | null) ?? []}
        onChange={(next) => onChange?.((next as Path[]) ?? [])}
      />
    );
  }
  return (
    <Cascader
      {...common}
      value={(value as Path | null) ?? undefined}
      onChange={(next) => onChange?.((next as Path) ?? null)}
    />
  );
}

function pathLabels(options: NormalOption[], path: Path): string[] {
  const labels: string[] = [];
  let level: NormalOption[] | undefined = options;
  for (const step of path) {
    const found: NormalOption | undefined = level?.find((option) => option.value === step);
    labels.push(found ? found.label : String(step));
    level = found?.children;
  }
  return labels;
}
