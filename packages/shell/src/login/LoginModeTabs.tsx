import { theme } from 'antd';
import { type KeyboardEvent, useRef } from 'react';

export interface LoginModeTab<Key extends string> {
  key: Key;
  label: string;
}

/**
 * The sign-in page's mode switch: a WAI-ARIA tab list (arrow keys, Home and End move between
 * modes) drawn with the theme's tokens. antd's Tabs would bring its overflow menu, dropdown and
 * animation code into the first download, several times the size of the sign-in form itself,
 * for three fixed labels that never overflow.
 */
export function LoginModeTabs<Key extends string>({
  tabs,
  active,
  onChange,
  panelId,
}: {
  tabs: ReadonlyArray<LoginModeTab<Key>>;
  active: Key;
  /** `keyboard` when chosen with the arrow keys: focus then stays on the tab, not in the form. */
  onChange: (key: Key, by: 'pointer' | 'keyboard') => void;
  panelId: string;
}) {
  const { token } = theme.useToken();
  const buttons = useRef(new Map<Key, HTMLButtonElement>());

  const moveTo = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.key, 'keyboard');
    buttons.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === active);
    const target = new Map([
      ['ArrowRight', index + 1],
      ['ArrowLeft', index - 1],
      ['Home', 0],
      ['End', tabs.length - 1],
    ]).get(event.key);
    if (target === undefined) return;
    event.preventDefault();
    moveTo(target);
  };

  return (
    <div
      role="tablist"
      onKeyDown={onKeyDown}
      style={{
        display: 'flex',
        justifyContent: 'center',
        gap: token.marginLG,
        marginBottom: token.marginLG,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {tabs.map((tab) => {
        const selected = tab.key === active;
        return (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
              else buttons.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={`${panelId}-${tab.key}`}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.key, 'pointer')}
            style={{
              padding: `${token.paddingSM}px 0`,
              marginBottom: -1,
              border: 'none',
              borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
              background: 'none',
              color: selected ? token.colorPrimary : token.colorText,
              fontSize: token.fontSize,
              fontFamily: 'inherit',
              cursor: 'pointer',
              transition: `color ${token.motionDurationMid}, border-color ${token.motionDurationMid}`,
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
