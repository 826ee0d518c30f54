import { Button, Form, Input, message } from 'antd';
import { useState } from 'react';
import { RequestError } from '../http/errors.js';
import { useText } from '../i18n/i18n.js';
import { currentUserApi } from '../profile/current-user-api.js';
import { PASSWORD_TEXT } from './messages.js';
import { fieldOfMessage, passwordProblems } from './password-rules.js';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Old, new and confirmed password, checked before sending: 6-16 letters and digits, with both. */
export function PasswordForm({ onChanged }: { onChanged: () => void | Promise<void> }) {
  const t = useText(PASSWORD_TEXT);
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const texts = {
    oldRequired: t('oldRequired'),
    newRequired: t('newRequired'),
    confirmRequired: t('confirmRequired'),
    mismatch: t('mismatch'),
  };

  // One validator for all fields, so the form shows exactly what passwordProblems finds.
  const ruleFor = (field: (typeof FIELDS)[number]) => ({
    validator: () => {
      const values: Partial<Values> = form.getFieldsValue();
      const problem = passwordProblems(
        {
          oldPassword: values.oldPassword ?? '',
          newPassword: values.newPassword ?? '',
          confirmPassword: values.confirmPassword ?? '',
        },
        texts,
      )[field];
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  });

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      const answer = await currentUserApi.modifyPassword(values.oldPassword, values.newPassword);
      void message.success(answer.msg || t('changed'));
      form.resetFields();
      await onChanged();
    } catch (error) {
      if (error instanceof RequestError) {
        const { field, message: text } = fieldOfMessage(error.message, error.body?.field);
        const name = FIELDS.find((candidate) => candidate === field) ?? 'oldPassword';
        if (field) form.setFields([{ name, errors: [text] }]);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassword" label={t('oldPassword')} rules={[ruleFor('oldPassword')]}>
        <Input.Password autoComplete="current-password" placeholder={t('oldRequired')} />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('newPassword')}
        rules={[ruleFor('newPassword')]}
        dependencies={['oldPassword']}
      >
        <Input.Password autoComplete="new-password" placeholder={t('newRequired')} />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('confirmPassword')}
        rules={[ruleFor('confirmPassword')]}
        dependencies={['newPassword']}
      >
        <Input.Password autoComplete="new-password" placeholder={t('confirmRequired')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={busy} block>
        {t('submit')}
      </Button>
    </Form>
  );
}
