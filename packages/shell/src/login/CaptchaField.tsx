import { Flex, Form, Input, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOGIN_NAMESPACE } from './messages.js';
import type { Captcha } from './useCaptcha.js';

// Matches a large antd input, so the image lines up with the field beside it.
const IMAGE_HEIGHT = 40;
const IMAGE_WIDTH = 120;

/** The image captcha; clicking the image asks for a new one. */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const { t } = useTranslation(LOGIN_NAMESPACE);
  const { token } = theme.useToken();
  return (
    <Form.Item>
      <Flex gap="small">
        <Form.Item
          name="code"
          rules={[{ required: true, whitespace: true, message: t('codeHint') }]}
          style={{ flex: 1, marginBottom: 0 }}
        >
          <Input
            placeholder={t('codeHint')}
            aria-label={t('code')}
            maxLength={captcha.length}
            autoComplete="off"
          />
        </Form.Item>
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
      </Flex>
    </Form.Item>
  );
}
