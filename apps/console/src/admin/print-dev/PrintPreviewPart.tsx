import { type PagePartProps, type PrintedRecord, printDocument, printInFrame } from '@formwork/runtime';
import { useText } from '@formwork/shell';
import { Alert, Button, Empty, Select, Space, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PRINT_TEXT } from './messages.js';
import { loadFilled, loadRecords, type PreviewRecord } from './print-api.js';
import { recordLabel } from './record-label.js';

/**
 * The 预览 part: choose a record of the template's form and see the template filled with it, as
 * it prints (in a frame that runs no script), and print it.
 */
export default function PrintPreviewPart({ row }: PagePartProps) {
  const texts = useText(PRINT_TEXT);
  const templateId = row ? String(row.id ?? '') : '';
  const formId = row && typeof row.formId === 'string' ? row.formId : '';
  const [records, setRecords] = useState<PreviewRecord[] | null>(null);
  const [recordId, setRecordId] = useState<string>();
  const [filled, setFilled] = useState<PrintedRecord | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!formId) return;
    let cancelled = false;
    loadRecords(formId)
      .then((list) => {
        if (cancelled) return;
        setRecords(list);
        setRecordId(list[0]?.id);
      })
      .catch(() => !cancelled && setRecords([]));
    return () => {
      cancelled = true;
    };
  }, [formId]);

  useEffect(() => {
    if (!recordId) return;
    let cancelled = false;
    setLoading(true);
    loadFilled(templateId, recordId)
      .then((answer) => !cancelled && setFilled(answer))
      .catch(() => !cancelled && setFilled(null))
      .finally(() => !cancelled && setLoading(false));
    return () => {
      cancelled = true;
    };
  }, [templateId, recordId]);

  const html = useMemo(() => (filled ? printDocument([filled]) : ''), [filled]);

  if (!formId) return <Alert type="info" showIcon message={texts('noForm')} />;
  if (records === null) return <Spin />;
  if (records.length === 0) return <Empty description={texts('noRecords')} />;
  return (
    <div>
      <Space style={{ marginBottom: 12 }}>
        <span>{texts('record')}</span>
        <Select
          aria-label={texts('record')}
          style={{ width: 360 }}
          showSearch
          optionFilterProp="label"
          placeholder={texts('recordPlaceholder')}
          value={recordId}
          onChange={setRecordId}
          options={records.map((record) => ({ value: record.id, label: recordLabel(record) }))}
        />
        <Button type="primary" disabled={!filled} onClick={() => void printInFrame(html)}>
          {texts('print')}
        </Button>
      </Space>
      <Spin spinning={loading}>
        <iframe
          title={texts('print')}
          className="fw-print-preview"
          sandbox="allow-same-origin"
          srcDoc={html}
          style={{ width: '100%', height: 560, border: '1px solid #d9d9d9', background: '#fff' }}
        />
      </Spin>
    </div>
  );
}
