import { Button, Card, Flex, Form, Input, Typography, theme } from 'antd';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showError } from '../feedback/notify.js';
import { wasShown } from '../http/errors.js';
import { HOME_PATH, readRedirect } from '../navigation/paths.js';
import { usePageTitle, useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';
import { CaptchaField } from './CaptchaField.js';
import { useCaptcha } from './useCaptcha.js';

interface LoginValues {
  account: string;
  password: string;
  code?: string;
}

/** Account and password sign-in (spec shell.md 1 and 5). */
export function LoginPage() {
  usePageTitle('登录');
  const product = useProductName();
  const sysConfig = useSessionStore((state) => state.sysConfig);
  const login = useSessionStore((state) => state.login);
  const navigate = useNavigate();
  const { search } = useLocation();
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
      navigate(readRedirect(search) ?? HOME_PATH, { replace: true });
    } catch (error) {
      if (!wasShown(error)) showError(error instanceof Error ? error.message : String(error));
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
    <Flex
      vertical
      align="center"
      justify="center"
      style={{
        minHeight: '100vh',
        padding: token.paddingLG,
        background: `linear-gradient(160deg, ${token.colorPrimaryBg} 0%, ${token.colorBgLayout} 55%)`,
      }}
    >
      <Card style={{ width: '100%', maxWidth: 400, boxShadow: token.boxShadowTertiary }}>
        <div style={{ textAlign: 'center', margin: `${token.marginSM}px 0 ${token.marginXL}px` }}>
          <Typography.Title level={2} style={{ marginBottom: token.marginXXS }}>
            {product}
          </Typography.Title>
          <Typography.Text type="secondary">{sysConfig?.title || '账号密码登录'}</Typography.Text>
        </div>
        <Form form={form} size="large" requiredMark={false} onFinish={onFinish}>
          <Form.Item name="account" rules={[{ required: true, whitespace: true, message: '请输入账号' }]}>
            <Input
              placeholder="请输入账号"
              aria-label="账号"
              autoComplete="username"
              autoFocus
              onBlur={(event) => void captcha.check(event.target.value)}
            />
          </Form.Item>
          <Form.Item
            name="password"
            rules={[{ required: true, message: '请输入密码' }]}
            extra={capsLock ? <Typography.Text type="warning">大写锁定已打开</Typography.Text> : undefined}
          >
            <Input.Password
              placeholder="请输入密码"
              aria-label="密码"
              autoComplete="current-password"
              onKeyDown={watchCapsLock}
              onKeyUp={watchCapsLock}
            />
          </Form.Item>
          {captcha.required && <CaptchaField captcha={captcha} />}
          <Form.Item style={{ marginBottom: token.marginSM }}>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              登录
            </Button>
          </Form.Item>
        </Form>
      </Card>
      <Typography.Text type="secondary" style={{ marginTop: token.marginLG, fontSize: token.fontSizeSM }}>
        {sysConfig?.copyright || `© ${product}`}
      </Typography.Text>
    </Flex>
  );
}
