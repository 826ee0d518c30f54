import type { SchemaProblem } from '@formwork/schema';
import { Alert, Input, List, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useSession } from '../session/context.js';
import { type ImportedDesign, importDesign, NotADesign } from './pasted-design.js';

type Refusal = { error: string; problems?: SchemaProblem[] };

/**
 * Paste a JNPF form's JSON (or a whole exported design), or this designer's own export, and,
 * optionally, its list: the importers convert JNPF's and report what they could not keep; ours
 * is taken as it is. Text holding no form is named for what it is, and nothing is imported.
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
  const t = useDesignerText();
  const [text, setText] = useState('');
  const [listText, setListText] = useState('');
  const [result, setResult] = useState<ImportedDesign | Refusal>();
  const convert = (formValue: string, listValue: string) => {
    setText(formValue);
    setListText(listValue);
    if (formValue.trim() === '') return setResult(undefined);
    try {
      setResult(importDesign(formValue, listValue));
    } catch (error) {
      setResult(
        error instanceof NotADesign
          ? { error: t(`json.pasted.${error.key}`, error.params), problems: error.problems }
          : { error: t('json.invalidJson', { message: (error as Error).message }) },
      );
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
          role="alert"
          style={{ marginTop: 8 }}
          message={result.error}
          description={
            result.problems && result.problems.length > 0 ? (
              <ProblemList problems={result.problems} />
            ) : undefined
          }
        />
      )}
      {result && 'form' in result && (
        <div style={{ marginTop: 8 }}>
          <Typography.Title level={5}>{t('json.importReport')}</Typography.Title>
          <Typography.Paragraph>
            {t(result.source === 'formwork' ? 'json.recognisedFormwork' : 'json.recognisedJnpf', {
              fields: result.form.fields.length,
            })}
          </Typography.Paragraph>
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
            <ProblemList problems={result.problems} />
          )}
        </div>
      )}
    </Modal>
  );
}

/** Problems in the user's words where the designer has them, the checker's message otherwise. */
function ProblemList({ problems }: { problems: readonly SchemaProblem[] }) {
  const { describe } = useSession();
  return (
    <List
      size="small"
      dataSource={problems.slice(0, 20)}
      renderItem={(p) => (
        <List.Item>
          <code>{p.path}</code> {describe(p)}
        </List.Item>
      )}
    />
  );
}
