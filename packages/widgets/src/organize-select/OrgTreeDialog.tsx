import type { OrgNode } from '../data-provider/index.js';
import { PickerDialog, usePickerSelection } from '../picker-dialog/index.js';
import { OrgTreePane } from './OrgTreePane.js';
import type { OrgEntry, OrgPick } from './org-index.js';

export interface OrgTreeDialogProps {
  open: boolean;
  title: string;
  multiple: boolean;
  initial: readonly OrgPick[];
  load(keyword: string, signal: AbortSignal): Promise<OrgNode[]>;
  canPick(node: OrgNode): boolean;
  /** How a picked node is kept; its key decides what counts as a duplicate. */
  pickOf(entry: OrgEntry): OrgPick;
  onConfirm(picks: OrgPick[]): void;
  onCancel(): void;
}

const keyOf = (pick: OrgPick) => pick.key;

/**
 * The organisation picker: tree with a search box, the selection with 清空列表,
 * cancel and confirm. Multiple mode ignores a second pick of the same key; single mode replaces.
 */
export function OrgTreeDialog(props: OrgTreeDialogProps) {
  const selection = usePickerSelection(props.open, props.initial, props.multiple, keyOf);
  return (
    <PickerDialog
      open={props.open}
      title={props.title}
      selected={selection.selected}
      onRemove={selection.remove}
      onClear={selection.clear}
      onCancel={props.onCancel}
      onConfirm={() => props.onConfirm(selection.selected)}
    >
      <OrgTreePane
        load={props.load}
        canPick={props.canPick}
        onPick={(entry) => selection.pick(props.pickOf(entry))}
      />
    </PickerDialog>
  );
}
