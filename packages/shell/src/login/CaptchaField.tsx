import { Flex, Form, Input, theme } from 'antd';
import type { Captcha } from './useCaptcha.js';

// Matches a large antd input, so the image lines up with the field beside it.
const IMAGE_HEIGHT = 40;
const IMAGE_WIDTH = 120;

/** The image captcha; clicking the image asks for a new one. */
export function CaptchaField({ captcha }: { captcha: Captcha }) {
  const { token } = theme.useToken();
  return (
    <Form.Item>
      <Flex gap="small">
        <Form.Item
          name="code"
          rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}
          style={{ flex: 1, marginBottom: 0 }}
        >
          <Input
            placeholder="请输入验证码"
            aria-label="验证码"
            maxLength={captcha.length}
            autoComplete="off"
          />
        </Form.Item>
        <button
          type="button"
          onClick={captcha.refresh}
          title="看不清？换一张"
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
          <img src={captcha.src} alt="验证码" style={{ display: 'block', width: '100%', height: '100%' }} />
        </button>
      </Flex>
    </Form.Item>
  );
}
