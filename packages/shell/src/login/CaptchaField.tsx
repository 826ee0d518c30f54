import { theme } from 'antd';
import { useText } from '../i18n/i18n.js';
import { LoginInput } from './LoginInput.js';
import { LoginFieldRow } from './login-fields.js';
import { LOGIN_TEXT } from './messages.js';
import type { Captcha } from './useCaptcha.js';

// Matches a large antd input, so the image lines up with the field beside it.
const IMAGE_HEIGHT = 40;
const IMAGE_WIDTH = 120;

/** The image captcha; clicking the image asks for a new one. */
export function CaptchaField({
  captcha,
  field,
  error,
}: {
  captcha: Captcha;
  field: {
    value: string;
    onChange: (event: { target: { value: string } }) => void;
    status: 'error' | undefined;
  };
  error: string | undefined;
}) {
  const t = useText(LOGIN_TEXT);
  const { token } = theme.useToken();
  return (
    <LoginFieldRow error={error}>
      <div style={{ display: 'flex', gap: token.marginXS }}>
        <LoginInput
          {...field}
          style={{ flex: 1, width: 'auto', minWidth: 0 }}
          placeholder={t('codeHint')}
          aria-label={t('code')}
          maxLength={captcha.length}
          autoComplete="off"
        />
        <button
          type="button"
          onClick={captcha.refresh}
          title={t('captchaRefresh')}
          style={{
            flex: 'none',
            boxSizing: 'border-box',
            width: IMAGE_WIDTH,
            height: IMAGE_HEIGHT,
            padding: 0,
            overflow: 'hidden',
            cursor: 'pointer',
            border: `1px solid ${token.colorBorder}`,
            borderRadius: token.borderRadiusLG,
            background: token.colorBgContainer,
          }}
        >
          <img
            src={captcha.src}
            alt={t('code')}
            style={{ display: 'block', width: '100%', height: '100%' }}
          />
        </button>
      </div>
    </LoginFieldRow>
  );
}
