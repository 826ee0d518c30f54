import { type FormHandle, FormRenderer, useProblemLines } from '@formwork/runtime';
import type { DataProblem } from '@formwork/schema';
import { Alert, Button, List, Modal, Segmented, Space, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useSchema } from '../session/context.js';

const WIDTHS = { desktop: 1200, phone: 375 } as const;

type Outcome = { values: Record<string, unknown> } | { problems: readonly DataProblem[] };

/** The form as a user will fill it (create mode), at desktop or phone width, with a validate button. */
export function PreviewModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useDesignerText();
  const schema = useSchema();
  // Fields are named by their labels in the reader's language: their codes mean nothing to them.
  const problemLines = useProblemLines(schema);
  const form = useRef<FormHandle>(null);
  const [device, setDevice] = useState<keyof typeof WIDTHS>('desktop');
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const validate = async () => {
    if (!form.current) return;
    try {
      setOutcome({ values: await form.current.submit() });
    } catch (problems) {
      setOutcome({ problems: Array.isArray(problems) ? (problems as DataProblem[]) : [] });
    }
  };
  const stored = outcome && 'values' in outcome ? outcome.values : values;
  return (
    <Modal
      open={open}
      title={t('previewModal.title')}
      onCancel={onClose}
      footer={null}
      width={WIDTHS[device] + 360}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <Segmented
          value={device}
          onChange={(value) => setDevice(value as keyof typeof WIDTHS)}
          options={[
            { value: 'desktop', label: t('previewModal.desktop') },
            { value: 'phone', label: t('previewModal.phone') },
          ]}
        />
        <Button type="primary" onClick={validate}>
          {t('previewModal.validate')}
        </Button>
      </Space>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <div
          data-testid="preview-frame"
          style={{
            width: WIDTHS[device],
            maxWidth: '100%',
            border: '1px solid #eee',
            padding: 12,
            overflow: 'auto',
          }}
        >
          <FormRenderer
            ref={form}
            schema={schema}
            mode="create"
            // The frame is phone-wide but the window is not: the form is told, as a real phone's
            // window width would tell it, to take one column with its labels on top.
            phone={device === 'phone'}
            onValuesChange={(next) => {
              setValues(next);
              setOutcome(undefined);
            }}
          />
        </div>
        <div style={{ width: 340, flex: 'none' }}>
          {outcome && 'problems' in outcome && (
            <Alert
              type="error"
              message={
                <List
                  size="small"
                  dataSource={problemLines(outcome.problems)}
                  renderItem={(line) => <List.Item>{line}</List.Item>}
                />
              }
            />
          )}
          {outcome && 'values' in outcome && <Alert type="success" message={t('previewModal.valid')} />}
          <Typography.Title level={5} style={{ marginTop: 8 }}>
            {t('previewModal.data')}
          </Typography.Title>
          <pre style={{ fontSize: 12, background: '#fafafa', padding: 8 }}>
            {JSON.stringify(stored, null, 2)}
          </pre>
        </div>
      </div>
    </Modal>
  );
}
