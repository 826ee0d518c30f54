import type { FormSchema } from '@formwork/schema';
import { Alert, Button, Input, List, Space } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { setList } from '../../core/index.js';
import { useNotice } from '../canvas/over-state.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useSchema, useSession } from '../session/context.js';
import { checkJson } from './check.js';
import { ImportDialog } from './ImportDialog.js';
import { replaceForm } from './replace.js';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** The schema as text: edited and checked as typed, applied only when valid; import and export. */
export function JsonView({ name }: { name: string }) {
  const t = useDesignerText();
  const session = useSession();
  const notice = useNotice();
  const schema = useSchema();
  const pretty = useMemo(() => JSON.stringify(schema, null, 2), [schema]);
  const [text, setText] = useState(pretty);
  const [importing, setImporting] = useState(false);
  useEffect(() => setText(pretty), [pretty]);
  const check = useMemo(() => checkJson(text), [text]);
  const apply = (next: FormSchema) => {
    const refusal = session.run((doc) => replaceForm(doc, next), { label: 'json' });
    if (refusal) notice(refusal);
  };
  return (
    <div>
      <Space style={{ marginBottom: 8 }} wrap>
        <Button
          type="primary"
          disabled={!check.ok || text === pretty}
          onClick={() => check.ok && apply(check.schema)}
        >
          {t('json.apply')}
        </Button>
        <Button onClick={() => setImporting(true)}>{t('json.import')}</Button>
        <Button onClick={() => download(`${name || 'form'}.json`, pretty)}>{t('json.export')}</Button>
      </Space>
      <Input.TextArea
        aria-label="JSON"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoSize={{ minRows: 16, maxRows: 40 }}
        style={{ fontFamily: 'monospace', fontSize: 12 }}
        spellCheck={false}
      />
      {check.ok ? (
        text !== pretty && <Alert type="success" style={{ marginTop: 8 }} message={t('json.valid')} />
      ) : check.syntax !== undefined ? (
        <Alert
          type="error"
          role="alert"
          style={{ marginTop: 8 }}
          message={t('json.invalidJson', { message: check.syntax })}
        />
      ) : (
        <Alert
          type="error"
          role="alert"
          style={{ marginTop: 8 }}
          message={t('json.invalidSchema')}
          description={
            <List
              size="small"
              dataSource={check.problems.slice(0, 20)}
              renderItem={(p) => (
                <List.Item>
                  <code>{p.path}</code> {session.describe(p)}
                </List.Item>
              )}
            />
          }
        />
      )}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onImport={(design) => {
          setImporting(false);
          const refusal = session.run(
            (doc) => {
              const form = replaceForm(doc, design.form);
              return design.list ? { type: 'batch', commands: [form, setList(design.list)] } : form;
            },
            { label: 'json' },
          );
          if (refusal) notice(refusal);
        }}
      />
    </div>
  );
}
