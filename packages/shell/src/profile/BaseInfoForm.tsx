import { checkNamedRule } from '@formwork/schema';
import { Button, Col, DatePicker, Descriptions, Divider, Form, Input, message, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useUnsavedChanges } from '../guard/leave-confirmation.js';
import { useText } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { formatDate } from '../utils/timestamp.js';
import { type BaseInfo, currentUserApi } from './current-user-api.js';
import { PROFILE_TEXT } from './messages.js';

interface Values {
  realName: string;
  gender?: number;
  mobilePhone?: string;
  email?: string;
  birthday?: Dayjs | null;
  signature?: string;
  description?: string;
}

// Empty is fine; anything typed must follow the named rule (the server checks the same).
const namedRule = (name: 'phone' | 'email') => ({
  validator: (_: unknown, value?: string) => {
    const problem = value ? checkNamedRule(name, value) : undefined;
    return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
  },
});

/** Editable profile fields and the read-only facts about the user's place in the organisation. */
export function BaseInfoForm({ info, onSaved }: { info: BaseInfo; onSaved: () => void }) {
  const t = useText(PROFILE_TEXT);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(false);
  // Edits not yet saved: leaving the page (reload, close) asks first.
  useUnsavedChanges(dirty);

  const save = async ({ birthday, ...values }: Values) => {
    setBusy(true);
    try {
      const answer = await currentUserApi.saveBaseInfo({
        ...values,
        realName: values.realName.trim(),
        mobilePhone: values.mobilePhone ?? '',
        email: values.email ?? '',
        signature: values.signature ?? '',
        description: values.description ?? '',
        birthday: birthday ? birthday.startOf('day').valueOf() : null,
      });
      void message.success(answer.msg || t('saved'));
      setDirty(false);
      // The header shows the name from the current user: reload it.
      await useSessionStore.getState().loadCurrentUser();
      onSaved();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const facts = (['organizeName', 'departmentName', 'positionName', 'roleName', 'manager'] as const).map(
    (key) => ({
      key,
      label: t(key),
      children: info[key] || '-',
    }),
  );

  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'account', label: t('account'), children: info.account },
          ...facts,
          { key: 'creatorTime', label: t('creatorTime'), children: formatDate(info.creatorTime) || '-' },
        ]}
      />
      <Divider />
      <Form
        form={form}
        layout="vertical"
        onFinish={save}
        onValuesChange={() => setDirty(true)}
        initialValues={{
          realName: info.realName,
          gender: info.gender ?? undefined,
          mobilePhone: info.mobilePhone ?? '',
          email: info.email ?? '',
          birthday: info.birthday ? dayjs(info.birthday) : null,
          signature: info.signature ?? '',
          description: info.description ?? '',
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="realName"
              label={t('realName')}
              rules={[{ required: true, whitespace: true, message: t('realNameRequired') }]}
            >
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('gender')}>
              <Select
                allowClear
                options={(['1', '2', '3'] as const).map((value) => ({
                  value: Number(value),
                  label: t(`genders.${value}`),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="mobilePhone" label={t('mobilePhone')} rules={[namedRule('phone')]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('email')} rules={[namedRule('email')]}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="birthday" label={t('birthday')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="signature" label={t('signature')}>
              <Input maxLength={200} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label={t('description')}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('save')}
        </Button>
      </Form>
    </>
  );
}
