import { Alert, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportedDesign, importJnpfDesign } from './jnpf-design.js';

/**
 * Paste a JNPF form's JSON (or a whole exported design) and, optionally, its list's columnData:
 * the importers convert them and report what they could not keep.
 */
export function ImportDialog({
  open,
  onClose,
  onImport,
}: {
  open: boolean;
  onClose(): void;
  onImport(design: ImportedDesign): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [listText, setListText] = useState('');
  const [result, setResult] = useState<ImportedDesign | { error: string }>();
  const convert = (formValue: string, listValue: string) => {
    setText(formValue);
    setListText(listValue);
    if (formValue.trim() === '') return setResult(undefined);
    try {
      setResult(importJnpfDesign(formValue, listValue));
    } catch (error) {
      setResult({ error: (error as Error).message });
    }
  };
  const ready = result && 'form' in result;
  return (
    <Modal
      open={open}
      title={t('json.importTitle')}
      okText={t('json.importApply')}
      okButtonProps={{ disabled: !ready }}
      onOk={() => {
        if (result && 'form' in result) onImport(result);
      }}
      onCancel={onClose}
      width={720}
    >
      <Input.TextArea
        aria-label={t('json.importTitle')}
        rows={10}
        value={text}
        onChange={(e) => convert(e.target.value, listText)}
        style={{ fontFamily: 'monospace' }}
      />
      <Input.TextArea
        aria-label={t('json.importListTitle')}
        placeholder={t('json.importListTitle')}
        rows={4}
        value={listText}
        onChange={(e) => convert(text, e.target.value)}
        style={{ fontFamily: 'monospace', marginTop: 8 }}
      />
      {result && 'error' in result && (
        <Alert
          type="error"
          style={{ marginTop: 8 }}
          message={t('json.invalidJson', { message: result.error })}
        />
      )}
      {result && 'form' in result && (
        <div style={{ marginTop: 8 }}>
          <Typography.Title level={5}>{t('json.importReport')}</Typography.Title>
          {result.list && (
            <Typography.Paragraph>
              {t('json.importedList', {
                columns: result.list.columnList.length,
                searches: result.list.searchList.length,
              })}
            </Typography.Paragraph>
          )}
          {result.problems.length === 0 ? (
            <Typography.Text type="success">{t('json.importClean')}</Typography.Text>
          ) : (
            <List
              size="small"
              dataSource={result.problems}
              renderItem={(p) => (
                <List.Item>
                  <code>{p.path}</code> {p.message}
                </List.Item>
              )}
            />
          )}
        </div>
      )}
    </Modal>
  );
}
