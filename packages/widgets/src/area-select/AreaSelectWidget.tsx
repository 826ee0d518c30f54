import { useState } from 'react';
import { PickerTrigger } from '../picker-dialog/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { AreaPickerDialog } from './AreaPickerDialog.js';
import {
  type AreaSelectValue,
  areaPathKey,
  areaPathsOf,
  areaPathText,
  areaValueOf,
  DEFAULT_AREA_LEVEL,
  type PickedArea,
} from './area-path.js';
import { useAreaNames } from './use-area-names.js';

export interface AreaSelectWidgetProps extends WidgetProps<AreaSelectValue> {
  /** Stores a list of id paths instead of one. */
  multiple?: boolean;
  /** How deep places go: 0 provinces, 1 cities, 2 districts (default). */
  level?: number;
  /** Offers a clear icon in the field. Default true. */
  clearable?: boolean;
}

/**
 * areaSelect: the chosen places' names (浙江省/杭州市/西湖区) in a field; clicking it, or Enter,
 * opens the province / city / district dialog. Stores the id path from the province down, or a
 * list of them when multiple.
 */
export function AreaSelectWidget(props: AreaSelectWidgetProps) {
  const { value, onChange, disabled, readOnly, placeholder, clearable = true } = props;
  const multiple = Boolean(props.multiple);
  const [open, setOpen] = useState(false);
  const names = useAreaNames(areaPathsOf(value, multiple));
  const label = (area: PickedArea) => areaPathText(area.names);

  if (readOnly) return <ReadOnlyText>{names.areas.map(label).join(',')}</ReadOnlyText>;

  const confirm = (areas: PickedArea[]) => {
    names.remember(areas);
    onChange?.(
      areaValueOf(
        areas.map((area) => area.path),
        multiple,
      ),
    );
    setOpen(false);
  };
  // Removing a tag or clearing keeps the places whose keys are left.
  const keep = (keys: string[]) =>
    onChange?.(
      areaValueOf(
        names.areas.filter((area) => keys.includes(areaPathKey(area.path))).map((area) => area.path),
        multiple,
      ),
    );
  return (
    <>
      <PickerTrigger
        items={names.areas.map((area) => ({ key: areaPathKey(area.path), label: label(area) }))}
        multiple={multiple}
        disabled={disabled}
        placeholder={placeholder}
        clearable={clearable}
        onOpen={() => setOpen(true)}
        onChange={keep}
      />
      <AreaPickerDialog
        open={open}
        multiple={multiple}
        level={props.level ?? DEFAULT_AREA_LEVEL}
        initial={names.areas}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
