import { zh } from '../i18n/catalogue.js';
import { useWidgetText } from '../i18n/index.js';
import { PickerDialog, usePickerSelection } from '../picker-dialog/index.js';
import { AreaTree } from './AreaTree.js';
import { areaPathKey, areaPathText, DEFAULT_AREA_LEVEL, type PickedArea } from './area-path.js';

export const AREA_PICKER_TITLE = zh.area.title;

export interface AreaPickerDialogProps {
  open: boolean;
  title?: string;
  multiple?: boolean;
  /** How deep the tree goes: 0 provinces, 1 cities, 2 districts (default). */
  level?: number;
  /** The places chosen when the dialog opens. */
  initial?: readonly PickedArea[];
  /** The confirmed selection; the dialog stays open until its owner closes it. */
  onConfirm(areas: PickedArea[]): void;
  onCancel(): void;
}

const NONE: readonly PickedArea[] = [];
const keyOf = (area: PickedArea) => areaPathKey(area.path);

/**
 * The province / city / district dialog: the lazy tree on the left, the
 * selection with 清空列表 on the right. Multiple mode ignores a place picked twice; single mode
 * replaces the selection.
 */
export function AreaPickerDialog(props: AreaPickerDialogProps) {
  const t = useWidgetText();
  const selection = usePickerSelection(props.open, props.initial ?? NONE, Boolean(props.multiple), keyOf);
  return (
    <PickerDialog
      open={props.open}
      title={props.title ?? t('area.title')}
      selected={selection.selected.map((area) => ({ key: keyOf(area), label: areaPathText(area.names) }))}
      onRemove={selection.remove}
      onClear={selection.clear}
      onCancel={props.onCancel}
      onConfirm={() => props.onConfirm(selection.selected)}
    >
      <AreaTree level={props.level ?? DEFAULT_AREA_LEVEL} onPick={selection.pick} />
    </PickerDialog>
  );
}
