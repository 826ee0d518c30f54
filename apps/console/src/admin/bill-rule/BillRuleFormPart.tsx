import { type PagePartProps, runtimeWord } from '@formwork/runtime';
import {
  BILL_DATE_FORMATS,
  type BillNumberFormat,
  billNumberExample,
  ENTRY_CODE,
  namedRules,
} from '@formwork/schema';
import { request, useText } from '@formwork/shell';
import { Button, Form, Input, InputNumber, message, Select, Space, Spin, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useLanguage } from '../web-design/use-language.js';
import { BILL_RULE_TEXT } from './messages.js';

const RULES = '/api/system/BillRule';

interface RuleValues extends Required<BillNumberFormat> {
  fullName: string;
  enCode: string;
  category: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

const NEW_RULE: RuleValues = {
  fullName: '',
  enCode: '',
  category: '',
  prefix: '',
  dateFormat: 'YYYYMMDD',
  digit: 4,
  startNumber: 1,
  suffix: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
};
const FIELDS = Object.keys(NEW_RULE) as Array<keyof RuleValues>;

/**
 * The 单据规则 form: a new rule from the toolbar, the row's rule from its 编辑. The example is the
 * number the rule would issue next, computed as the user types by the same function the server
 * keeps its format with; once a rule has issued numbers its format is shown but not editable.
 */
export default function BillRuleFormPart({ row, close }: PagePartProps) {
  const language = useLanguage();
  const t = useText(BILL_RULE_TEXT);
  const [form] = Form.useForm<RuleValues>();
  const id = typeof row?.id === 'string' ? row.id : undefined;
  const [loaded, setLoaded] = useState<RuleValues & { outputNumber?: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!id) return setLoaded(NEW_RULE);
    void request<RuleValues & { outputNumber: string }>({
      method: 'GET',
      url: `${RULES}/${encodeURIComponent(id)}`,
    })
      .then((answer) => setLoaded(answer.data))
      .catch(() => close());
  }, [id, close]);

  const watched = Form.useWatch([], form) as Partial<RuleValues> | undefined;
  const example = watched ? billNumberExample(watched) : '';
  const locked = !!loaded?.outputNumber;

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = Object.fromEntries(FIELDS.map((field) => [field, values[field] ?? NEW_RULE[field]]));
    setSaving(true);
    try {
      await request({
        method: id ? 'PUT' : 'POST',
        url: id ? `${RULES}/${encodeURIComponent(id)}` : RULES,
        data: body,
      });
      void message.success(t('saved'));
      close(true);
    } catch {
      // The request has shown the server's message; the form stays as the user left it.
    } finally {
      setSaving(false);
    }
  };

  if (!loaded) return <Spin />;
  const required = [{ required: true, message: t('required') }];
  // Every entry's 编码 keeps one rule, in the words every other screen and the server use.
  const codeRules = [
    ...required,
    {
      pattern: namedRules[ENTRY_CODE.rule].pattern,
      message: runtimeWord(language, `schema.rule.${ENTRY_CODE.rule}`),
    },
  ];
  return (
    <Form
      form={form}
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      initialValues={loaded}
      aria-label="billRuleForm"
    >
      <Form.Item name="fullName" label={t('fullName')} rules={required}>
        <Input placeholder={t('fullNamePlaceholder')} maxLength={50} />
      </Form.Item>
      <Form.Item name="enCode" label={t('enCode')} rules={codeRules}>
        <Input placeholder={t('enCodePlaceholder')} maxLength={ENTRY_CODE.maxLength} />
      </Form.Item>
      <Form.Item name="category" label={t('category')}>
        <Input placeholder={t('categoryPlaceholder')} maxLength={50} />
      </Form.Item>
      <Form.Item name="prefix" label={t('prefix')} extra={locked ? t('locked') : undefined}>
        <Input placeholder={t('prefixPlaceholder')} maxLength={20} disabled={locked} />
      </Form.Item>
      <Form.Item name="dateFormat" label={t('dateFormat')} rules={required}>
        <Select
          disabled={locked}
          options={BILL_DATE_FORMATS.map((format) => ({
            value: format,
            label: format === 'no' ? t('noDate') : format,
          }))}
        />
      </Form.Item>
      <Form.Item name="digit" label={t('digit')} rules={required}>
        <InputNumber min={1} max={9} precision={0} disabled={locked} />
      </Form.Item>
      <Form.Item name="startNumber" label={t('startNumber')} rules={required}>
        <InputNumber min={1} max={999_999_999} precision={0} disabled={locked} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="suffix" label={t('suffix')}>
        <Input placeholder={t('suffixPlaceholder')} maxLength={20} disabled={locked} />
      </Form.Item>
      <Form.Item label={t('example')} extra={t('exampleHint')}>
        <Input value={example} readOnly aria-label={t('example')} data-testid="bill-rule-example" />
      </Form.Item>
      <Form.Item name="sortCode" label={t('sortCode')}>
        <InputNumber min={0} max={999_999} precision={0} />
      </Form.Item>
      <Form.Item
        name="enabledMark"
        label={t('state')}
        getValueProps={(value: number) => ({ checked: value === 1 })}
        getValueFromEvent={(checked: boolean) => (checked ? 1 : 0)}
      >
        <Switch />
      </Form.Item>
      <Form.Item name="description" label={t('description')}>
        <Input.TextArea rows={3} maxLength={500} />
      </Form.Item>
      <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button onClick={() => close()}>{t('cancel')}</Button>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('save')}
        </Button>
      </Space>
    </Form>
  );
}
