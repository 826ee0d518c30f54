import { useText } from '@formwork/shell';
import { Form, Input, Modal, message, Radio, Select } from 'antd';
import { useState } from 'react';
import { chartFields, columnsOf, numericColumns, type Row } from './chart-options.js';
import { REPORT_TEXT } from './messages.js';
import { type ReportConfig, reportConfigOf, saveReportConfig } from './report-api.js';

interface Values {
  chart: 'bar' | 'line' | 'pie';
  categoryField?: string;
  valueFields?: string[];
  labels: Record<string, string>;
}

/**
 * The administrator's settings of a data report: the chart kind, its category and value columns
 * and the column titles, kept in the menu entry's propertyJson.
 */
export function ReportSettings({
  menuId,
  rows,
  config,
  onClose,
}: {
  menuId: string;
  rows: readonly Row[];
  config: ReportConfig;
  onClose: (saved?: ReportConfig) => void;
}) {
  const texts = useText(REPORT_TEXT);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const columns = config.columns?.length ? config.columns.map((column) => column.prop) : columnsOf(rows);
  const numeric = numericColumns(rows);
  const guessed = chartFields(rows, config);
  const labelOf = (prop: string) => config.columns?.find((column) => column.prop === prop)?.label ?? '';
  const initial: Values = {
    chart: config.chart ?? 'bar',
    categoryField: guessed.category,
    valueFields: guessed.values,
    labels: Object.fromEntries(columns.map((prop) => [prop, labelOf(prop)])),
  };

  const save = async () => {
    const values = await form.validateFields();
    const report: ReportConfig = {
      chart: values.chart,
      ...(values.categoryField && { categoryField: values.categoryField }),
      ...(values.valueFields?.length && { valueFields: values.valueFields }),
      columns: columns.map((prop) => ({ prop, label: values.labels?.[prop]?.trim() || prop })),
    };
    setSaving(true);
    try {
      const properties = await saveReportConfig(menuId, report);
      void message.success(texts('saved'));
      onClose(reportConfigOf(properties));
    } catch {
      // The request has shown why.
    } finally {
      setSaving(false);
    }
  };

  const options = (list: readonly string[]) => list.map((column) => ({ value: column, label: column }));
  return (
    <Modal
      open
      title={texts('settings')}
      okText={texts('save')}
      cancelText={texts('cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose()}
      width={560}
    >
      <Form form={form} initialValues={initial} labelCol={{ span: 6 }}>
        <Form.Item name="chart" label={texts('chartKind')}>
          <Radio.Group
            options={(['bar', 'line', 'pie'] as const).map((kind) => ({ value: kind, label: texts(kind) }))}
          />
        </Form.Item>
        <Form.Item name="categoryField" label={texts('categoryField')}>
          <Select allowClear options={options(columns)} />
        </Form.Item>
        <Form.Item name="valueFields" label={texts('valueFields')}>
          <Select mode="multiple" allowClear options={options(numeric)} />
        </Form.Item>
        {columns.map((prop, index) => (
          <Form.Item
            key={prop}
            name={['labels', prop]}
            label={index === 0 ? texts('columnLabels') : ' '}
            colon={index === 0}
          >
            <Input addonBefore={prop} maxLength={50} placeholder={prop} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
