import { theme } from 'antd';
import { type ComponentType, useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { SEARCH_TEXT } from './messages.js';

type SearchComponent = ComponentType<{ width?: number; initialText?: string; autoFocus?: boolean }>;

let loading: Promise<SearchComponent> | undefined;

/** The real search box (antd Select and the fuzzy matcher), fetched once, on first use. */
function loadSearch(): Promise<SearchComponent> {
  loading ??= import('./HeaderSearch.js').then((module) => module.HeaderSearch);
  return loading;
}

/**
 * The header's menu search as it first appears: a look-alike field that fetches the real one
 * when the pointer comes near or the field gets the focus. The searchable select and the fuzzy
 * matcher are a sixth of the console's frame, and most visits never search. What is typed
 * before the real field arrives is handed to it, and the focus moves with it.
 */
export function LazyHeaderSearch({ width = 200 }: { width?: number }) {
  const t = useText(SEARCH_TEXT);
  const { token } = theme.useToken();
  const [Search, setSearch] = useState<SearchComponent | null>(null);
  const [typed, setTyped] = useState('');
  const focused = useRef(false);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const fetchSearch = () => {
    void loadSearch().then((component) => {
      if (alive.current) setSearch(() => component);
    });
  };

  if (Search) return <Search width={width} initialText={typed} autoFocus={focused.current} />;

  return (
    <span
      onPointerEnter={fetchSearch}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.marginXS,
        boxSizing: 'border-box',
        width,
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - 1}px`,
        borderRadius: token.borderRadius,
        background: token.colorFillTertiary,
        color: token.colorTextPlaceholder,
      }}
    >
      <Icon name="search" />
      <input
        role="combobox"
        aria-expanded={false}
        aria-label={t('label')}
        placeholder={t('placeholder')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onFocus={() => {
          focused.current = true;
          fetchSearch();
        }}
        onBlur={() => {
          focused.current = false;
        }}
        style={{
          flex: 1,
          minWidth: 0,
          padding: 0,
          border: 'none',
          outline: 'none',
          background: 'transparent',
          color: token.colorText,
          font: 'inherit',
        }}
      />
    </span>
  );
}
