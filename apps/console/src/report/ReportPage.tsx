import { canAccess, type MenuItem } from '@formwork/schema';
import { type MenuRoute, useSessionStore, useText } from '@formwork/shell';
import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Space, Table } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { chartOption, columnsOf, type Row } from './chart-options.js';
import { REPORT_TEXT } from './messages.js';
import { ReportSettings } from './ReportSettings.js';
import {
  findMenuItem,
  type InterfaceParam,
  interfaceParams,
  interfaceRows,
  propertiesOf,
  type ReportConfig,
  reportConfigOf,
} from './report-api.js';

const EChart = lazy(() => import('./EChart.js'));

const NUMBER_TYPES = new Set(['int', 'decimal', 'bigint']);

/** One search field per interface parameter, by its data type; the form item gives its value. */
function ParamField({
  param,
  ...control
}: {
  param: InterfaceParam;
  value?: unknown;
  onChange?: (value: unknown) => void;
}) {
  const props = control as Record<string, unknown>;
  if (param.dataType && NUMBER_TYPES.has(param.dataType))
    return <InputNumber style={{ width: 180 }} {...props} />;
  if (param.dataType === 'datetime') return <DatePicker {...props} />;
  return <Input allowClear style={{ width: 180 }} {...props} />;
}

const initialValues = (params: readonly InterfaceParam[]) =>
  Object.fromEntries(
    params
      .filter((param) => param.defaultValue != null && param.dataType !== 'datetime')
      .map((param) => [param.field, param.defaultValue]),
  );

/** Search values as the interface takes them: dates as YYYY-MM-DD HH:mm:ss text. */
const sent = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [
      field,
      value && typeof value === 'object' && 'format' in value
        ? (value as { format: (pattern: string) => string }).format('YYYY-MM-DD HH:mm:ss')
        : value,
    ]),
  );

/** Whether the user may change menu entries (and so the report's settings). */
function useMayConfigure(): boolean {
  const menuList = useSessionStore((state) => state.menuList);
  const permissionList = useSessionStore((state) => state.permissionList);
  return useMemo(() => {
    const flat = (menus: readonly MenuItem[]): MenuItem[] =>
      menus.flatMap((menu) => [menu, ...flat(menu.children ?? [])]);
    const menuAdmin = flat(menuList).find((menu) => menu.enCode === 'system.menu');
    return canAccess({ modelId: menuAdmin?.id, code: 'btn_edit' }, permissionList);
  }, [menuList, permissionList]);
}

/**
 * A menu entry of type 5: its data interface's rows as a chart and a table, with the interface's
 * parameters as a search form. The entry's propertyJson names the interface (moduleId) and may
 * hold `report`: the chart kind, category and value columns and column titles.
 */
export function DataReportPage({ route }: { route: MenuRoute }) {
  const texts = useText(REPORT_TEXT);
  const menuList = useSessionStore((state) => state.menuList);
  const interfaceId = route.moduleId ?? '';
  const stored = useMemo(
    () => reportConfigOf(propertiesOf(findMenuItem(menuList, route.id)?.propertyJson)),
    [menuList, route.id],
  );
  const [config, setConfig] = useState<ReportConfig>(stored);
  useEffect(() => setConfig(stored), [stored]);
  const [params, setParams] = useState<InterfaceParam[] | undefined>();
  const [rows, setRows] = useState<Row[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const mayConfigure = useMayConfigure();
  const [form] = Form.useForm();

  const load = useCallback(
    async (values: Record<string, unknown>) => {
      setLoading(true);
      setFailed(false);
      try {
        setRows(await interfaceRows(interfaceId, sent(values)));
      } catch {
        setFailed(true);
        setRows([]);
      } finally {
        setLoading(false);
      }
    },
    [interfaceId],
  );

  useEffect(() => {
    if (!interfaceId) return;
    let live = true;
    void interfaceParams(interfaceId).then((found) => {
      if (!live) return;
      setParams(found);
      void load(initialValues(found));
    });
    return () => {
      live = false;
    };
  }, [interfaceId, load]);

  const labels = useMemo(
    () => Object.fromEntries((config.columns ?? []).map((column) => [column.prop, column.label])),
    [config.columns],
  );
  const columns = useMemo(() => {
    const props = config.columns?.length ? config.columns.map((column) => column.prop) : columnsOf(rows);
    return props.map((prop) => ({
      key: prop,
      dataIndex: prop,
      title: Object.hasOwn(labels, prop) ? labels[prop] : prop,
      render: (value: unknown) =>
        value == null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value),
    }));
  }, [config.columns, rows, labels]);
  const option = useMemo(() => chartOption(rows, config, labels), [rows, config, labels]);

  if (!interfaceId)
    return <Alert type="warning" showIcon message={texts('noInterface')} style={{ margin: 16 }} />;

  return (
    <div className="fw-data-report" style={{ padding: 16 }}>
      {params && params.length > 0 && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <Form
            form={form}
            name="reportSearch"
            layout="inline"
            initialValues={initialValues(params)}
            onFinish={(values) => void load(values)}
          >
            {params.map((param) => (
              <Form.Item
                key={param.field}
                name={param.field}
                label={param.fieldName || param.field}
                rules={param.required ? [{ required: true }] : []}
              >
                <ParamField param={param} />
              </Form.Item>
            ))}
            <Form.Item>
              <Space>
                <Button type="primary" htmlType="submit">
                  {texts('search')}
                </Button>
                <Button
                  onClick={() => {
                    form.resetFields();
                    void load(initialValues(params));
                  }}
                >
                  {texts('reset')}
                </Button>
              </Space>
            </Form.Item>
          </Form>
        </Card>
      )}
      {failed && <Alert type="error" showIcon message={texts('loadFailed')} style={{ marginBottom: 12 }} />}
      <Card
        size="small"
        title={route.title}
        style={{ marginBottom: 12 }}
        extra={
          mayConfigure && (
            <Button size="small" onClick={() => setEditing(true)}>
              {texts('settings')}
            </Button>
          )
        }
      >
        <Suspense fallback={<div style={{ height: 320 }} />}>
          <EChart option={option} height={320} />
        </Suspense>
      </Card>
      <Card size="small" title={texts('data')}>
        <Table
          rowKey={(_row, index) => String(index)}
          size="small"
          loading={loading}
          columns={columns}
          dataSource={rows}
          pagination={rows.length > 20 ? { pageSize: 20 } : false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      {editing && (
        <ReportSettings
          menuId={route.id}
          rows={rows}
          config={config}
          onClose={(saved) => {
            setEditing(false);
            if (saved) setConfig(saved);
          }}
        />
      )}
    </div>
  );
}
