import type { ListColumn } from '@formwork/schema';
import { Checkbox, Form, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { LIST_TEXT } from '../texts.js';

export const EXPORT_TEXT = {
  title: '数据导出',
  range: '数据范围',
  currentPage: '当前页数据',
  all: '全部数据',
  fields: '导出字段',
  selectAll: '全选',
  noField: '请至少选择一个导出字段',
} as const;

export interface ExportChoice {
  dataType: 0 | 1;
  selectKey: string[];
}

export interface ExportDialogProps {
  open: boolean;
  columns: readonly ListColumn[];
  onCancel: () => void;
  /** Resolves when the file is on its way; the dialog shows loading until then. */
  onExport: (choice: ExportChoice) => Promise<void>;
  onInvalid: (text: string) => void;
}

/** 数据导出: the current page or every matching row, and which columns go into the file. */
export function ExportDialog({ open, columns, onCancel, onExport, onInvalid }: ExportDialogProps) {
  const [dataType, setDataType] = useState<0 | 1>(0);
  const [keys, setKeys] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (open) setKeys(columns.map((column) => column.prop));
  }, [open, columns]);

  const submit = async () => {
    if (keys.length === 0) return onInvalid(EXPORT_TEXT.noField);
    // Keep the table's column order, whatever order the boxes were ticked in.
    const selectKey = columns.map((column) => column.prop).filter((prop) => keys.includes(prop));
    setBusy(true);
    try {
      await onExport({ dataType, selectKey });
    } finally {
      setBusy(false);
    }
  };

  const all = keys.length === columns.length && columns.length > 0;
  return (
    <Modal
      title={EXPORT_TEXT.title}
      open={open}
      onCancel={onCancel}
      onOk={submit}
      okText={LIST_TEXT.ok}
      cancelText={LIST_TEXT.cancel}
      confirmLoading={busy}
      width={600}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={EXPORT_TEXT.range}>
          <Radio.Group value={dataType} onChange={(event) => setDataType(event.target.value)}>
            <Radio value={0}>{EXPORT_TEXT.currentPage}</Radio>
            <Radio value={1}>{EXPORT_TEXT.all}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={EXPORT_TEXT.fields}>
          <Checkbox
            checked={all}
            indeterminate={keys.length > 0 && !all}
            onChange={(event) => setKeys(event.target.checked ? columns.map((column) => column.prop) : [])}
          >
            {EXPORT_TEXT.selectAll}
          </Checkbox>
          <Checkbox.Group
            value={keys}
            onChange={(next) => setKeys(next.map(String))}
            options={columns.map((column) => ({ label: column.label, value: column.prop }))}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 8 }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
