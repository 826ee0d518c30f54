import { useEffect, useState } from 'react';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import { PickerTrigger } from './PickerTrigger.js';
import { PopupListPanel } from './PopupListPanel.js';
import { PopupShell } from './PopupShell.js';
import { type ColumnOption, type PickerRow, type PopupType, valueKeys } from './popup-config.js';
import type { Selection } from './selection.js';
import { type LoadRecord, useChosenRows } from './use-chosen-rows.js';
import type { FetchPage } from './use-paged-rows.js';

/** Stands for the row of a stored key not loaded yet, so opening early still shows the key checked. */
const NOT_LOADED: PickerRow = Object.freeze({});

/** What a picker stores: one key, or with `multiple` a list of keys; empty is null or []. */
export type PickerValue = string | string[] | null;

export interface PopupPickerProps {
  value: unknown;
  onChange?: ((value: PickerValue) => void) | undefined;
  multiple: boolean;
  /** What the keys are ids of (an interface, a model): when it changes, known rows are dropped. */
  source: string;
  columns: readonly ColumnOption[];
  fetchPage: FetchPage;
  loadRecord: LoadRecord;
  /** Whether a picked list row is the whole record, or the record must still be loaded. */
  pickedIsRecord: boolean;
  hasPage: boolean;
  /** The page size requested. */
  pageSize: number;
  rowKey: (row: PickerRow) => string;
  textOf: (row: PickerRow) => string;
  popupType: PopupType;
  title: string;
  width: string | number;
  disabled?: boolean | undefined;
  readOnly?: boolean | undefined;
  placeholder?: string | undefined;
  clearable?: boolean | undefined;
  /** Told the first chosen row (null for none) whenever it changes: the shared relation data. */
  onRowChange?: ((row: PickerRow | null) => void) | undefined;
}

/** A field that shows the rows its value names and picks them from a list in a dialog or drawer. */
export function PopupPicker(props: PopupPickerProps) {
  const { multiple, onChange, onRowChange, rowKey, textOf } = props;
  const keys = valueKeys(props.value);
  const chosen = useChosenRows(keys, props.source, props.loadRecord);
  const [open, setOpen] = useState(false);
  // A fresh list on every opening (opening resets search and page).
  const [openings, setOpenings] = useState(0);
  const text = chosen.entries
    .map(([, row]) => textOf(row))
    .filter((one) => one !== '')
    .join(',');

  const first = chosen.entries[0]?.[1] ?? null;
  useEffect(() => onRowChange?.(first), [onRowChange, first]);

  if (props.readOnly) return <ReadOnlyText>{text}</ReadOnlyText>;

  const known = new Map(chosen.entries);
  const initial: Selection = keys.map((key) => [key, known.get(key) ?? NOT_LOADED] as const);

  const openPicker = () => {
    setOpenings((count) => count + 1);
    setOpen(true);
  };
  const confirm = (selection: Selection) => {
    chosen.pick(
      selection.filter(([, row]) => row !== NOT_LOADED),
      props.pickedIsRecord,
    );
    const picked = selection.map(([key]) => key);
    onChange?.(multiple ? picked : (picked.at(-1) ?? null));
    setOpen(false);
  };

  return (
    <>
      <PickerTrigger
        text={text}
        placeholder={props.placeholder}
        disabled={props.disabled}
        clearable={props.clearable}
        onOpen={openPicker}
        onClear={() => onChange?.(multiple ? [] : null)}
        onEscape={() => setOpen(false)}
      />
      <PopupShell
        open={open}
        popupType={props.popupType}
        title={props.title}
        width={props.width}
        onClose={() => setOpen(false)}
      >
        <PopupListPanel
          key={openings}
          columns={props.columns}
          fetchPage={props.fetchPage}
          hasPage={props.hasPage}
          pageSize={props.pageSize}
          rowKey={rowKey}
          multiple={multiple}
          initial={initial}
          onCancel={() => setOpen(false)}
          onConfirm={confirm}
        />
      </PopupShell>
    </>
  );
}
