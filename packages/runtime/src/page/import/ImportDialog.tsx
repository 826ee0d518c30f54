import type { PageImport } from '@formwork/schema';
import { Alert, Button, Modal, Space, Steps, Table, type TableColumnType, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { downloadFrom } from '../../list/export/download.js';
import type { Feedback } from '../../list/feedback/use-feedback.js';
import { useRuntime } from '../../runtime-context.js';
import { type ImportResult, importResult, previewRows, problemOf } from './import-rows.js';

export interface ImportDialogProps {
  open: boolean;
  title: string;
  steps: PageImport;
  feedback: Feedback;
  /** Closes it; `imported` once rows went in, so the list reloads. */
  onClose: (imported: boolean) => void;
}

/** A previewed row with a key of its own, which is never sent. */
type Entry = { key: number; row: Record<string, unknown> };

const DEFAULT_ACCEPT = '.xls,.xlsx';
const DEFAULT_ERROR_FIELD = 'errorsInfo';

/**
 * A file import in three steps: the file (with its template to download), a preview of its rows
 * whose problems are shown and which may be left out, then the result: the counts, and the
 * refused rows with why, to download.
 */
export function ImportDialog({ open, title, steps, feedback, onClose }: ImportDialogProps) {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  const input = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<{ shown: string; stored: string } | null>(null);
  const [entries, setEntries] = useState<Entry[]>([]);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [busy, setBusy] = useState(false);

  const work = async (todo: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await todo();
    } catch {
      // The transport has shown the server's message; the step stays as it was.
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    const form = new FormData();
    form.append('file', chosen, chosen.name);
    void work(async () => {
      const answer = await transport<{ name?: unknown } | null>({
        method: steps.upload.method,
        url: steps.upload.url,
        data: form,
      });
      const stored = typeof answer?.name === 'string' ? answer.name : chosen.name;
      setFile({ shown: chosen.name, stored });
    });
  };

  const preview = () => {
    if (!file) return void feedback.message.warning(t('import.noFile'));
    void work(async () => {
      const answer = await transport<unknown>({
        method: steps.preview.method,
        url: steps.preview.url,
        ...(steps.preview.method === 'GET'
          ? { params: { fileName: file.stored } }
          : { data: { fileName: file.stored } }),
      });
      // The next step's button is drawn not busy from the start (see the footer).
      setBusy(false);
      setEntries(previewRows(answer).map((row, key) => ({ key, row })));
      setStep(1);
    });
  };

  const commit = () => {
    if (entries.length === 0) return void feedback.message.warning(t('import.noRows'));
    void work(async () => {
      const answer = await transport<unknown>({
        method: steps.commit.method,
        url: steps.commit.url,
        data: { list: entries.map((entry) => entry.row) },
      });
      setBusy(false);
      setResult(importResult(answer));
      setStep(2);
    });
  };

  const columns = entryColumns(steps, t('import.problem'));

  const footer =
    step === 0 ? (
      <Space>
        <Button onClick={() => onClose(false)}>{t('page.cancel')}</Button>
        {/* A button of its own per step: antd ends a button's loading a render after it is told
            to, and one shared by two steps would ignore a click on the next step meanwhile. */}
        <Button key="preview" type="primary" loading={busy} disabled={!file} onClick={preview}>
          {t('import.next')}
        </Button>
      </Space>
    ) : step === 1 ? (
      <Space>
        <Button onClick={() => setStep(0)}>{t('import.prev')}</Button>
        <Button key="commit" type="primary" loading={busy} onClick={commit}>
          {t('import.next')}
        </Button>
      </Space>
    ) : (
      <Button type="primary" onClick={() => onClose(true)}>
        {t('page.close')}
      </Button>
    );

  return (
    <Modal
      title={title}
      open={open}
      width={1000}
      maskClosable={false}
      destroyOnHidden
      footer={footer}
      onCancel={() => onClose(step === 2)}
    >
      <Steps
        size="small"
        current={step}
        style={{ marginBottom: 16 }}
        items={[
          { title: t('import.stepUpload') },
          { title: t('import.stepPreview') },
          { title: t('import.stepResult') },
        ]}
      />
      {step === 0 && (
        <Space direction="vertical">
          <input
            ref={input}
            type="file"
            hidden
            accept={steps.accept ?? DEFAULT_ACCEPT}
            onChange={upload}
            data-testid="page-import-input"
          />
          <Button loading={busy} onClick={() => input.current?.click()}>
            {t('import.chooseFile')}
          </Button>
          {file && <Typography.Text>{file.shown}</Typography.Text>}
          {steps.template && (
            <Button
              type="link"
              style={{ padding: 0 }}
              onClick={() => steps.template && void downloadFrom(transport, steps.template)}
            >
              {t('import.template')}
            </Button>
          )}
        </Space>
      )}
      {step === 1 && (
        <EntryTable
          entries={entries}
          columns={[
            ...columns,
            {
              key: '@remove',
              render: (_: unknown, entry: Entry) => (
                <Button
                  type="link"
                  size="small"
                  danger
                  onClick={() => setEntries((current) => current.filter((item) => item.key !== entry.key))}
                >
                  {t('import.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {step === 2 && result && <ImportOutcome result={result} steps={steps} columns={columns} />}
    </Modal>
  );
}

const cellText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The import's columns over entries, and last why a row is or was refused. */
function entryColumns(steps: PageImport, problemTitle: string): TableColumnType<Entry>[] {
  const errorField = steps.errorField ?? DEFAULT_ERROR_FIELD;
  return [
    ...steps.columns.map((column) => ({
      key: column.prop,
      title: column.label,
      render: (_: unknown, entry: Entry) =>
        cellText(Object.hasOwn(entry.row, column.prop) ? entry.row[column.prop] : undefined),
    })),
    {
      key: '@problem',
      title: problemTitle,
      render: (_: unknown, entry: Entry) => (
        <Typography.Text type="danger">{problemOf(entry.row, errorField)}</Typography.Text>
      ),
    },
  ];
}

function EntryTable({ entries, columns }: { entries: Entry[]; columns: TableColumnType<Entry>[] }) {
  return (
    <Table<Entry>
      size="small"
      rowKey="key"
      pagination={false}
      scroll={{ x: 'max-content', y: 320 }}
      dataSource={entries}
      columns={columns}
    />
  );
}

/** The counts of an import, and the refused rows with why, which may be downloaded. */
function ImportOutcome({
  result,
  steps,
  columns,
}: {
  result: ImportResult;
  steps: PageImport;
  columns: TableColumnType<Entry>[];
}) {
  const { transport } = useRuntime();
  const t = useRuntimeText();
  if (result.refused === 0)
    return (
      <Alert
        type="success"
        showIcon
        message={t('import.succeeded')}
        description={t('import.importedCount', { count: result.taken })}
      />
    );
  const { refused } = steps;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Text type="success">{t('import.okCount', { count: result.taken })}</Typography.Text>
      <Typography.Text type="danger">{t('import.failCount', { count: result.refused })}</Typography.Text>
      <Space>
        <Typography.Text>{t('import.refusedRows')}</Typography.Text>
        {refused && (
          <Button
            type="link"
            onClick={() => void downloadFrom(transport, refused, { list: result.refusedRows })}
          >
            {t('import.exportRefused')}
          </Button>
        )}
      </Space>
      <EntryTable entries={result.refusedRows.map((row, key) => ({ key, row }))} columns={columns} />
    </Space>
  );
}
