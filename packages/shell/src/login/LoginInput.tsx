import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { type CSSProperties, type InputHTMLAttributes, useState } from 'react';
import { controlVariables } from './login-controls.js';
import './login-controls.css';

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'type' | 'value' | 'onChange'>;

export interface LoginInputProps extends NativeProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  status?: 'error' | undefined;
  /** A password field, with a button that shows and hides what was typed. */
  password?: boolean;
  /** The show/hide button's accessible names. */
  revealLabels?: { show: string; hide: string };
  style?: CSSProperties;
}

/**
 * A large text field drawn with the theme's tokens, for the sign-in page only. antd's Input
 * carries its form-context machinery (rc-field-form and its async validator) and a text area
 * with it; on the page every visitor downloads first, those cost more than the page itself.
 */
export function LoginInput({
  value,
  onChange,
  status,
  password = false,
  revealLabels,
  style,
  ...native
}: LoginInputProps) {
  const { token } = theme.useToken();
  const [revealed, setRevealed] = useState(false);
  const variables = controlVariables(token);
  return (
    <span className="fw-login-input" data-status={status} style={{ ...variables, ...style }}>
      <input
        {...native}
        type={password && !revealed ? 'password' : 'text'}
        value={value}
        onChange={(event) => onChange({ target: { value: event.target.value } })}
        aria-invalid={status === 'error' || undefined}
      />
      {password && revealLabels ? (
        <button
          type="button"
          aria-label={revealed ? revealLabels.hide : revealLabels.show}
          aria-pressed={revealed}
          onClick={() => setRevealed((shown) => !shown)}
        >
          {revealed ? <EyeOutlined /> : <EyeInvisibleOutlined />}
        </button>
      ) : null}
    </span>
  );
}
