import { LoadingOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { controlVariables } from './login-controls.js';
import './login-controls.css';

/**
 * A large button drawn with the theme's tokens, for the sign-in page only. antd's Button brings
 * its colour-preset, wave and collapse styles with it, which cost the page every visitor
 * downloads first more than the form itself.
 */
export function LoginButton({
  children,
  primary = false,
  submit = false,
  block = false,
  loading = false,
  disabled = false,
  onClick,
  style,
}: {
  children: ReactNode;
  primary?: boolean;
  submit?: boolean;
  block?: boolean;
  loading?: boolean;
  disabled?: boolean;
  onClick?: () => void;
  style?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <button
      type={submit ? 'submit' : 'button'}
      className="fw-login-button"
      data-primary={primary || undefined}
      disabled={disabled}
      aria-busy={loading}
      // A second click while the first is under way would send the form twice.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      style={{ ...controlVariables(token), ...(block ? { width: '100%' } : {}), ...style }}
    >
      {loading ? <LoadingOutlined aria-hidden /> : null}
      {children}
    </button>
  );
}
