import { type FormSchema, importJnpfForm, type SchemaProblem } from '@formwork/schema';
import { Alert, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Paste a JNPF form's JSON: the importer converts it and reports what it could not keep. */
export function ImportDialog({
  open,
  onClose,
  onImport,
}: {
  open: boolean;
  onClose(): void;
  onImport(form: FormSchema): void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [result, setResult] = useState<{ form: FormSchema; problems: SchemaProblem[] } | { error: string }>();
  const convert = (value: string) => {
    setText(value);
    if (value.trim() === '') return setResult(undefined);
    try {
      setResult(importJnpfForm(JSON.parse(value)));
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
        if (result && 'form' in result) onImport(result.form);
      }}
      onCancel={onClose}
      width={720}
    >
      <Input.TextArea
        aria-label={t('json.importTitle')}
        rows={10}
        value={text}
        onChange={(e) => convert(e.target.value)}
        style={{ fontFamily: 'monospace' }}
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
