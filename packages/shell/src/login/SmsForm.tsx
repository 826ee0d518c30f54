import { namedRules } from '@formwork/schema';
import { message, theme } from 'antd';
import { type FormEvent, useMemo, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { reportFailure, useFinishSignIn } from './finish-sign-in.js';
import { LoginButton } from './LoginButton.js';
import { LoginInput } from './LoginInput.js';
import { filled, LoginFieldRow, matches, useLoginFields } from './login-fields.js';
import { LOGIN_TEXT } from './messages.js';
import { signInApi } from './signin-api.js';
import type { Countdown } from './useCountdown.js';

/** Seconds before a new code may be asked for, unless the server says otherwise. */
export const RESEND_SECONDS = 60;

/**
 * Mobile verification code: get a code, then sign in with it. The countdown
 * belongs to the page, so switching tabs does not offer a resend the server would refuse.
 */
export function SmsForm({ countdown, autoFocus = true }: { countdown: Countdown; autoFocus?: boolean }) {
  const t = useText(LOGIN_TEXT);
  const { token } = theme.useToken();
  const finish = useFinishSignIn();
  const rules = useMemo(
    () => ({
      mobile: [filled(t('mobileHint')), matches(namedRules.phone.pattern, t('mobileInvalid'))],
      code: [filled(t('codeHint'))],
    }),
    [t],
  );
  const fields = useLoginFields(rules);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    const checked = fields.validate(['mobile']);
    if (!checked) return;
    const mobile = checked.mobile.trim();
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = fields.validate();
    if (!checked) return;
    const { mobile, code } = checked;
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
    <form onSubmit={onSubmit} noValidate>
      <LoginFieldRow error={fields.error('mobile')}>
        <LoginInput
          {...fields.bind('mobile')}
          placeholder={t('mobileHint')}
          aria-label={t('mobile')}
          autoComplete="tel"
          inputMode="numeric"
          maxLength={11}
          autoFocus={autoFocus}
        />
      </LoginFieldRow>
      <LoginFieldRow error={fields.error('code')}>
        <div style={{ display: 'flex', gap: token.marginXS }}>
          <LoginInput
            {...fields.bind('code')}
            style={{ flex: 1, width: 'auto', minWidth: 0 }}
            placeholder={t('codeHint')}
            aria-label={t('smsCode')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
          />
          <LoginButton
            onClick={sendCode}
            disabled={counting}
            loading={sending}
            style={{ flex: 'none', minWidth: 128 }}
          >
            {label}
          </LoginButton>
        </div>
      </LoginFieldRow>
      <div style={{ marginBottom: token.marginSM }}>
        <LoginButton primary submit block loading={submitting}>
          {t('submit')}
        </LoginButton>
      </div>
    </form>
  );
}
