import type { PagePartProps } from '@formwork/runtime';
import { request, useText } from '@formwork/shell';
import { Alert, Button, Empty, Form, Input, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { DATA_INTERFACE_TEXT } from './messages.js';

interface Parameter {
  field: string;
  fieldName: string;
  dataType: string;
  required: number;
  defaultValue: string;
}

interface Answer {
  data: unknown;
  truncated: boolean;
}

const BASE = '/api/system/DataInterface';
type Row = Record<string, unknown>;

const isRows = (value: unknown): value is Row[] =>
  Array.isArray(value) &&
  value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));

const cellText = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** 预览: the interface's parameters as inputs (at their defaults), run, and its rows as a table. */
export default function PreviewPart({ row }: PagePartProps) {
  const texts = useText(DATA_INTERFACE_TEXT);
  const id = String(row?.id ?? '');
  const [parameters, setParameters] = useState<Parameter[]>();
  const [values, setValues] = useState<Record<string, string>>({});
  const [answer, setAnswer] = useState<Answer>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    request<Parameter[]>({ method: 'GET', url: `${BASE}/GetParam/${encodeURIComponent(id)}` })
      .then((found) => {
        const list = found.data ?? [];
        setParameters(list);
        setValues(Object.fromEntries(list.map((parameter) => [parameter.field, parameter.defaultValue])));
      })
      .catch(() => setParameters([]));
  }, [id]);

  const run = async () => {
    setBusy(true);
    setFailure('');
    setAnswer(undefined);
    try {
      const found = await request<Answer>({
        method: 'POST',
        url: `${BASE}/${encodeURIComponent(id)}/Actions/Preview`,
        data: { params: values },
      });
      setAnswer(found.data);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const rows = answer && isRows(answer.data) ? answer.data : undefined;
  const columns = useMemo(() => {
    const keys = [...new Set((rows ?? []).slice(0, 200).flatMap((item) => Object.keys(item)))];
    return keys.map((key) => ({
      title: key,
      dataIndex: key,
      key,
      ellipsis: true,
      render: (value: unknown) => cellText(value),
    }));
  }, [rows]);

  if (!parameters) return <Typography.Text type="secondary">{texts('loading')}</Typography.Text>;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      {parameters.length ? (
        <Form layout="inline">
          {parameters.map((parameter) => (
            <Form.Item
              key={parameter.field}
              label={parameter.fieldName || parameter.field}
              required={parameter.required === 1}
            >
              <Input
                aria-label={parameter.field}
                placeholder={parameter.dataType}
                value={values[parameter.field] ?? ''}
                onChange={(event) => setValues((now) => ({ ...now, [parameter.field]: event.target.value }))}
                onPressEnter={run}
              />
            </Form.Item>
          ))}
        </Form>
      ) : (
        <Typography.Text type="secondary">{texts('noParameters')}</Typography.Text>
      )}
      <Button type="primary" loading={busy} onClick={run}>
        {texts('run')}
      </Button>
      {failure && <Alert type="error" showIcon message={texts('failed', { message: failure })} />}
      {answer?.truncated && rows && (
        <Alert type="warning" showIcon message={texts('truncated', { count: rows.length })} />
      )}
      {rows &&
        (rows.length ? (
          <Table
            size="small"
            rowKey={(_item, index) => String(index)}
            columns={columns}
            dataSource={rows}
            scroll={{ x: 'max-content', y: 360 }}
            pagination={{ pageSize: 50, showTotal: (total) => texts('rows', { count: total }) }}
          />
        ) : (
          <Empty />
        ))}
      {answer && !rows && (
        <div>
          <Typography.Text strong>{texts('result')}</Typography.Text>
          <pre style={{ maxHeight: 360, overflow: 'auto', background: '#f7f8fa', padding: 12 }}>
            {JSON.stringify(answer.data, null, 2)}
          </pre>
        </div>
      )}
    </Space>
  );
}
