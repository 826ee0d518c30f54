import type { Text } from '@formwork/shell';
import { Alert, Button, Form, Input, Select, Space, Switch } from 'antd';
import type { GenerateSettings } from './generator-api.js';
import type { CODE_GENERATION_TEXT } from './messages.js';
import { CLASS_NAME, FILE_NAME, ROUTE_PATH } from './names.js';

interface Props {
  texts: Text<typeof CODE_GENERATION_TEXT>;
  form: ReturnType<typeof Form.useForm<GenerateSettings>>[0];
  areas: string[];
  previewing: boolean;
  downloading: boolean;
  /** The menu entry grants btn_download. */
  canDownload: boolean;
  onPreview: () => void;
  onDownload: () => void;
}

const FILE_FIELDS = ['listFileName', 'formFileName', 'detailFileName'] as const;

/** Area, module name, route and file names, checked with the server's patterns before sending. */
export function OptionsForm({
  texts,
  form,
  areas,
  previewing,
  downloading,
  canDownload,
  onPreview,
  onDownload,
}: Props) {
  const fileName = (field: (typeof FILE_FIELDS)[number]) => (
    <Form.Item
      name={field}
      label={texts(field)}
      dependencies={FILE_FIELDS.filter((other) => other !== field)}
      rules={[
        { required: true, pattern: FILE_NAME, message: texts('fileNameRule') },
        ({ getFieldValue }) => ({
          validator: (_, value: string) => {
            const others = FILE_FIELDS.filter((other) => other !== field).map((other) =>
              String(getFieldValue(other) ?? '').toLowerCase(),
            );
            return value && others.includes(value.toLowerCase())
              ? Promise.reject(new Error(texts('fileNamesDiffer')))
              : Promise.resolve();
          },
        }),
      ]}
    >
      <Input addonAfter=".tsx" />
    </Form.Item>
  );

  return (
    <Form<GenerateSettings> form={form} layout="horizontal" labelCol={{ span: 7 }}>
      <Alert type="info" showIcon message={texts('optionsTip')} style={{ marginBottom: 16 }} />
      <Form.Item
        name="module"
        label={texts('area')}
        rules={[{ required: true, message: texts('areaRequired') }]}
      >
        <Select showSearch options={areas.map((area) => ({ label: area, value: area }))} />
      </Form.Item>
      <Form.Item
        name="className"
        label={texts('className')}
        rules={[{ required: true, pattern: CLASS_NAME, message: texts('classNameRule') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="description" label={texts('description')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item
        name="routePath"
        label={texts('routePath')}
        rules={[{ required: true, pattern: ROUTE_PATH, message: texts('routePathRule') }]}
      >
        <Input />
      </Form.Item>
      {FILE_FIELDS.map((field) => (
        <div key={field}>{fileName(field)}</div>
      ))}
      <Form.Item
        name="onlyGenerated"
        label={texts('onlyGenerated')}
        valuePropName="checked"
        tooltip={texts('onlyGeneratedTip')}
      >
        <Switch />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 7 }}>
        <Space>
          <Button onClick={onPreview} loading={previewing}>
            {texts('preview')}
          </Button>
          {canDownload && (
            <Button type="primary" onClick={onDownload} loading={downloading}>
              {texts('download')}
            </Button>
          )}
        </Space>
      </Form.Item>
    </Form>
  );
}
