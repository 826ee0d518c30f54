import { useState } from 'react';
import type { OrgNode } from '../data-provider/index.js';
import { PickerTrigger } from '../picker-dialog/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import { OrgTreeDialog } from './OrgTreeDialog.js';
import type { OrgEntry, OrgPick } from './org-index.js';

export interface OrgPickerFieldProps {
  picks: OrgPick[];
  multiple: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  placeholder?: string;
  clearable?: boolean;
  title: string;
  load(keyword: string, signal: AbortSignal): Promise<OrgNode[]>;
  canPick(node: OrgNode): boolean;
  pickOf(entry: OrgEntry): OrgPick;
  /** The picks after a confirm, a removed tag or a clear. */
  onPicksChange(picks: OrgPick[]): void;
}

/** The field and dialog organizeSelect and depSelect share; they differ in what they store. */
export function OrgPickerField(props: OrgPickerFieldProps) {
  const [open, setOpen] = useState(false);
  const { picks, onPicksChange } = props;
  if (props.readOnly) return <ReadOnlyText>{picks.map((pick) => pick.name).join(',')}</ReadOnlyText>;
  return (
    <>
      <PickerTrigger
        items={picks.map((pick) => ({ key: pick.key, label: pick.name }))}
        multiple={props.multiple}
        disabled={props.disabled}
        placeholder={props.placeholder}
        clearable={props.clearable}
        onOpen={() => setOpen(true)}
        onChange={(keys) => onPicksChange(picks.filter((pick) => keys.includes(pick.key)))}
      />
      <OrgTreeDialog
        open={open}
        title={props.title}
        multiple={props.multiple}
        initial={picks}
        load={props.load}
        canPick={props.canPick}
        pickOf={props.pickOf}
        onConfirm={(confirmed) => {
          onPicksChange(confirmed);
          setOpen(false);
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
