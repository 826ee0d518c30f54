import { Button, Form, Input, Typography, theme } from 'antd';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../session/store.js';
import { CaptchaField } from './CaptchaField.js';
import { reportFailure, useGoOn } from './finish-sign-in.js';
import { LOGIN_NAMESPACE } from './messages.js';
import { useCaptcha } from './useCaptcha.js';

interface LoginValues {
  account: string;
  password: string;
  code?: string;
}

/**
 * Account and password (spec shell.md 1 and 5). The account may be a sub-account written as
 * `mobile@account`; the server reads that form.
 */
export function PasswordForm() {
  const { t } = useTranslation(LOGIN_NAMESPACE);
  const login = useSessionStore((state) => state.login);
  const goOn = useGoOn();
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  // Set when a submit found out a captcha is needed: its hint shows once the field exists.
  const [askForCode, setAskForCode] = useState(false);

  useEffect(() => {
    if (!askForCode || !captcha.required) return;
    setAskForCode(false);
    form.validateFields(['code']).catch(() => {});
  }, [askForCode, captcha.required, form]);

  const watchCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    try {
      if ((await captcha.check(values.account)) && !values.code) {
        setAskForCode(true);
        return;
      }
      await login({ ...values, timestamp: captcha.timestamp });
      goOn();
    } catch (error) {
      reportFailure(error);
      // A captcha answers one attempt only.
      if (captcha.required) {
        captcha.refresh();
        form.setFieldValue('code', '');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} size="large" requiredMark={false} onFinish={onFinish}>
      <Form.Item
        name="account"
        rules={[{ required: true, whitespace: true, message: t('accountHint') }]}
        extra={
          <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
            {t('subAccountHint')}
          </Typography.Text>
        }
      >
        <Input
          placeholder={t('accountHint')}
          aria-label={t('account')}
          autoComplete="username"
          autoFocus
          onBlur={(event) => void captcha.check(event.target.value)}
        />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[{ required: true, message: t('passwordHint') }]}
        extra={capsLock ? <Typography.Text type="warning">{t('capsLock')}</Typography.Text> : undefined}
      >
        <Input.Password
          placeholder={t('passwordHint')}
          aria-label={t('password')}
          autoComplete="current-password"
          onKeyDown={watchCapsLock}
          onKeyUp={watchCapsLock}
        />
      </Form.Item>
      {captcha.required && <CaptchaField captcha={captcha} />}
      <Form.Item style={{ marginBottom: token.marginSM }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
