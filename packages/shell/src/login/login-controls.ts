import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';

/** The theme's tokens as the custom properties the sign-in page's stylesheet reads. */
export function controlVariables(token: GlobalToken): CSSProperties {
  return {
    '--fw-control-height': `${token.controlHeightLG}px`,
    '--fw-padding-x': `${token.paddingSM - 1}px`,
    '--fw-border': token.colorBorder,
    '--fw-radius': `${token.borderRadiusLG}px`,
    '--fw-bg': token.colorBgContainer,
    '--fw-motion': token.motionDurationMid,
    '--fw-primary': token.colorPrimary,
    '--fw-primary-hover': token.colorPrimaryHover,
    '--fw-primary-outline': token.controlOutline,
    '--fw-error': token.colorError,
    '--fw-error-outline': token.colorErrorOutline,
    '--fw-text': token.colorText,
    '--fw-text-light': token.colorTextLightSolid,
    '--fw-placeholder': token.colorTextPlaceholder,
    '--fw-disabled-bg': token.colorBgContainerDisabled,
    '--fw-disabled-text': token.colorTextDisabled,
    '--fw-font-size': `${token.fontSizeLG}px`,
  } as CSSProperties;
}
