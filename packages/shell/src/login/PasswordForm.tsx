import { theme } from 'antd';
import { type FormEvent, type KeyboardEvent, useEffect, useMemo, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { CaptchaField } from './CaptchaField.js';
import { reportFailure, useGoOn } from './finish-sign-in.js';
import { LoginButton } from './LoginButton.js';
import { LoginInput } from './LoginInput.js';
import { filled, LoginFieldRow, useLoginFields } from './login-fields.js';
import { LOGIN_TEXT } from './messages.js';
import { useCaptcha } from './useCaptcha.js';

/**
 * Account and password. The account may be a sub-account written as
 * `mobile@account`; the server reads that form.
 */
export function PasswordForm({ autoFocus = true }: { autoFocus?: boolean }) {
  const t = useText(LOGIN_TEXT);
  const login = useSessionStore((state) => state.login);
  const goOn = useGoOn();
  const { token } = theme.useToken();
  const rules = useMemo(
    () => ({
      account: [filled(t('accountHint'))],
      // A password may begin or end with spaces: only an empty one is refused.
      password: [{ valid: (value: string) => value !== '', message: t('passwordHint') }],
      code: [filled(t('codeHint'))],
    }),
    [t],
  );
  const fields = useLoginFields(rules);
  const captcha = useCaptcha();
  const [submitting, setSubmitting] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  // Set when a submit found out a captcha is needed: its hint shows once the field exists.
  const [askForCode, setAskForCode] = useState(false);

  useEffect(() => {
    if (!askForCode || !captcha.required) return;
    setAskForCode(false);
    fields.validate(['code']);
  }, [askForCode, captcha.required, fields]);

  const watchCapsLock = (event: KeyboardEvent) => setCapsLock(event.getModifierState('CapsLock'));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = fields.validate(
      captcha.required ? ['account', 'password', 'code'] : ['account', 'password'],
    );
    if (!checked) return;
    const values = {
      account: checked.account.trim(),
      password: checked.password,
      ...(checked.code === undefined ? {} : { code: checked.code.trim() }),
    };
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
        fields.set('code', '');
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <LoginFieldRow
        error={fields.error('account')}
        extra={
          <span style={{ color: token.colorTextSecondary, fontSize: token.fontSizeSM }}>
            {t('subAccountHint')}
          </span>
        }
      >
        <LoginInput
          {...fields.bind('account')}
          placeholder={t('accountHint')}
          aria-label={t('account')}
          autoComplete="username"
          autoFocus={autoFocus}
          onBlur={(event) => void captcha.check(event.target.value)}
        />
      </LoginFieldRow>
      <LoginFieldRow
        error={fields.error('password')}
        extra={capsLock ? <span style={{ color: token.colorWarning }}>{t('capsLock')}</span> : undefined}
      >
        <LoginInput
          {...fields.bind('password')}
          password
          revealLabels={{ show: t('showPassword'), hide: t('hidePassword') }}
          placeholder={t('passwordHint')}
          aria-label={t('password')}
          autoComplete="current-password"
          onKeyDown={watchCapsLock}
          onKeyUp={watchCapsLock}
        />
      </LoginFieldRow>
      {captcha.required && (
        <CaptchaField captcha={captcha} field={fields.bind('code')} error={fields.error('code')} />
      )}
      <div style={{ marginBottom: token.marginSM }}>
        <LoginButton primary submit block loading={submitting}>
          {t('submit')}
        </LoginButton>
      </div>
    </form>
  );
}
