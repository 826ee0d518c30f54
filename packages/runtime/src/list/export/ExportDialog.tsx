import type { ListColumn } from '@formwork/schema';
import { Checkbox, Form, Modal, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useListTexts } from '../use-list-texts.js';

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
  const texts = useListTexts();
  useEffect(() => {
    if (open) setKeys(columns.map((column) => column.prop));
  }, [open, columns]);

  const submit = async () => {
    if (keys.length === 0) return onInvalid(texts.exportNoField);
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
      title={texts.exportTitle}
      open={open}
      onCancel={onCancel}
      onOk={submit}
      okText={texts.ok}
      cancelText={texts.cancel}
      confirmLoading={busy}
      width={600}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={texts.exportRange}>
          <Radio.Group value={dataType} onChange={(event) => setDataType(event.target.value)}>
            <Radio value={0}>{texts.exportCurrentPage}</Radio>
            <Radio value={1}>{texts.exportAll}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={texts.exportFields}>
          <Checkbox
            checked={all}
            indeterminate={keys.length > 0 && !all}
            onChange={(event) => setKeys(event.target.checked ? columns.map((column) => column.prop) : [])}
          >
            {texts.selectAll}
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
