import { namedRules } from '@formwork/schema';
import { Button, Flex, Form, Input, message, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { reportFailure, useFinishSignIn } from './finish-sign-in.js';
import { LOGIN_NAMESPACE } from './messages.js';
import { signInApi } from './signin-api.js';
import type { Countdown } from './useCountdown.js';

/** Seconds before a new code may be asked for, unless the server says otherwise. */
export const RESEND_SECONDS = 60;

interface SmsValues {
  mobile: string;
  code: string;
}

/**
 * Mobile verification code (spec shell.md 1): get a code, then sign in with it. The countdown
 * belongs to the page, so switching tabs does not offer a resend the server would refuse.
 */
export function SmsForm({ countdown }: { countdown: Countdown }) {
  const { t } = useTranslation(LOGIN_NAMESPACE);
  const { token } = theme.useToken();
  const finish = useFinishSignIn();
  const [form] = Form.useForm<SmsValues>();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    let mobile: string;
    try {
      mobile = (await form.validateFields(['mobile'])).mobile.trim();
    } catch {
      return;
    }
    setSending(true);
    try {
      const answer = await signInApi.sendSmsCode(mobile);
      countdown.start(answer.data?.resendAfter || RESEND_SECONDS);
      void message.success(answer.msg);
    } catch {
      // The client showed the server's message, e.g. how long to wait.
    } finally {
      setSending(false);
    }
  };

  const onFinish = async ({ mobile, code }: SmsValues) => {
    setSubmitting(true);
    try {
      const { data } = await signInApi.smsLogin(mobile.trim(), code.trim());
      if (data) await finish(data);
    } catch (error) {
      reportFailure(error);
    } finally {
      setSubmitting(false);
    }
  };

  const counting = countdown.remaining > 0;
  const label = counting
    ? t('countdown', { seconds: countdown.remaining })
    : countdown.started
      ? t('resend')
      : t('getCode');

  return (
    <Form form={form} size="large" requiredMark={false} onFinish={onFinish}>
      <Form.Item
        name="mobile"
        validateFirst
        rules={[
          { required: true, whitespace: true, message: t('mobileHint') },
          { pattern: namedRules.phone.pattern, message: t('mobileInvalid'), transform: (v) => v?.trim() },
        ]}
      >
        <Input
          placeholder={t('mobileHint')}
          aria-label={t('mobile')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          autoFocus
        />
      </Form.Item>
      <Form.Item>
        <Flex gap="small">
          <Form.Item
            name="code"
            rules={[{ required: true, whitespace: true, message: t('codeHint') }]}
            style={{ flex: 1, marginBottom: 0 }}
          >
            <Input
              placeholder={t('codeHint')}
              aria-label={t('smsCode')}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
            />
          </Form.Item>
          <Button
            onClick={sendCode}
            disabled={counting}
            loading={sending}
            style={{ flex: 'none', minWidth: 128 }}
          >
            {label}
          </Button>
        </Flex>
      </Form.Item>
      <Form.Item style={{ marginBottom: token.marginSM }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
