import { theme } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../navigation/paths.js';
import { useProductName } from '../page-title/usePageTitle.js';
import { useSessionStore } from '../session/store.js';

/** The product's default mark, used when the system config has no logo or it fails to load. */
function DefaultMark({ size, colour }: { size: number; colour: string }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill={colour} />
      <path d="M10 8h13v3.6h-9v3.6h7.6v3.6H14V24h-4z" fill="#fff" />
    </svg>
  );
}

/**
 * Logo from sysConfig.logoIcon, else the default mark, with the product name unless `compact`
 * (a collapsed or narrow sidebar). `dark` picks the text colour for a dark background.
 */
export function Logo({
  compact = false,
  dark = false,
  height = 50,
}: {
  compact?: boolean;
  dark?: boolean;
  height?: number;
}) {
  const { token } = theme.useToken();
  const logoIcon = useSessionStore((state) => state.sysConfig?.logoIcon);
  const product = useProductName();
  const [broken, setBroken] = useState<string | null>(null);
  const source = logoIcon && broken !== logoIcon ? logoIcon : null;
  return (
    <Link
      to={HOME_PATH}
      aria-label={product}
      style={{
        height,
        display: 'flex',
        alignItems: 'center',
        justifyContent: compact ? 'center' : 'flex-start',
        gap: 10,
        padding: compact ? 0 : '0 16px',
        overflow: 'hidden',
        flex: 'none',
        textDecoration: 'none',
      }}
    >
      {source ? (
        <img
          src={source}
          alt=""
          height={28}
          style={{ maxWidth: compact ? 32 : 140 }}
          onError={() => setBroken(source)}
        />
      ) : (
        <DefaultMark size={28} colour={token.colorPrimary} />
      )}
      {!compact && (
        <span
          style={{
            color: dark ? '#fff' : token.colorText,
            fontSize: 17,
            fontWeight: 600,
            whiteSpace: 'nowrap',
            letterSpacing: 0.3,
          }}
        >
          {product}
        </span>
      )}
    </Link>
  );
}
