import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/**
 * A titled box of the workspace, drawn like antd's Card from the theme's tokens. The workspace is
 * the first screen after sign-in; antd's Card brings its tab strip (for card tabs the workspace
 * never uses) into that download.
 */
export function Panel({
  title,
  extra,
  children,
  style,
  bodyStyle,
}: {
  title?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
}) {
  const { token } = theme.useToken();
  return (
    <section
      style={{
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        border: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
        color: token.colorText,
        ...style,
      }}
    >
      {title !== undefined && (
        <header
          style={{
            display: 'flex',
            alignItems: 'center',
            gap: token.marginXS,
            minHeight: 56,
            padding: `0 ${token.paddingLG}px`,
            borderBottom: `${token.lineWidth}px solid ${token.colorBorderSecondary}`,
          }}
        >
          <h2
            style={{
              flex: 1,
              margin: 0,
              fontSize: token.fontSizeLG,
              fontWeight: token.fontWeightStrong,
              color: token.colorTextHeading,
            }}
          >
            {title}
          </h2>
          {extra}
        </header>
      )}
      <div style={{ flex: 1, padding: token.paddingLG, ...bodyStyle }}>{children}</div>
    </section>
  );
}

/** A button that looks like a link: it acts on the page rather than pointing at an address. */
export function LinkButton({ children, onClick }: { children: ReactNode; onClick: () => void }) {
  const { token } = theme.useToken();
  return (
    <button
      type="button"
      onClick={onClick}
      style={{
        padding: 0,
        border: 'none',
        background: 'none',
        color: token.colorLink,
        font: 'inherit',
        cursor: 'pointer',
        textAlign: 'start',
      }}
    >
      {children}
    </button>
  );
}
