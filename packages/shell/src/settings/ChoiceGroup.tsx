import { theme } from 'antd';
import { type CSSProperties, type ReactNode, useId, useState } from 'react';
import { Icon } from '../icons/icons.js';

export interface Choice<T extends string> {
  value: T;
  label: string;
  /** What the choice looks like: a miniature layout or a colour swatch. */
  preview: ReactNode;
}

/**
 * A row of pictures that are native radio buttons underneath, so arrows, Tab and screen readers
 * work as with any radio group.
 */
export function ChoiceGroup<T extends string>({
  label,
  value,
  choices,
  onChange,
  itemStyle,
  markOnPreview = false,
  captions = false,
}: {
  label: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  itemStyle?: CSSProperties;
  /** Draws the check mark in white over the preview (colour swatches) instead of in a corner. */
  markOnPreview?: boolean;
  /** Writes each choice's name under its picture. */
  captions?: boolean;
}) {
  const { token } = theme.useToken();
  const name = useId();
  const [focused, setFocused] = useState<T | null>(null);
  return (
    <div
      role="radiogroup"
      aria-label={label}
      style={{ display: 'flex', flexWrap: 'wrap', gap: captions ? 8 : 12 }}
    >
      {choices.map((choice) => {
        const checked = choice.value === value;
        return (
          <label
            key={choice.value}
            title={choice.label}
            style={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 4,
              minWidth: captions ? 60 : undefined,
              cursor: 'pointer',
              fontSize: token.fontSizeSM,
              lineHeight: 1.4,
              color: checked ? token.colorPrimary : token.colorTextSecondary,
            }}
          >
            <span
              style={{
                position: 'relative',
                border: `2px solid ${checked ? token.colorPrimary : 'transparent'}`,
                borderRadius: token.borderRadius,
                outline: focused === choice.value ? `2px solid ${token.colorPrimaryBorder}` : 'none',
                outlineOffset: 1,
                cursor: 'pointer',
                lineHeight: 0,
                ...itemStyle,
              }}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                aria-label={choice.label}
                checked={checked}
                onChange={() => onChange(choice.value)}
                onFocus={() => setFocused(choice.value)}
                onBlur={() => setFocused(null)}
                style={{
                  position: 'absolute',
                  inset: 0,
                  zIndex: 1,
                  margin: 0,
                  opacity: 0,
                  cursor: 'pointer',
                }}
              />
              {choice.preview}
              {checked && (
                <span
                  aria-hidden="true"
                  style={{
                    position: 'absolute',
                    lineHeight: 1,
                    pointerEvents: 'none',
                    ...(markOnPreview
                      ? { inset: 0, display: 'grid', placeItems: 'center', color: '#fff', fontSize: 14 }
                      : { right: 4, bottom: 4, color: token.colorPrimary, fontSize: 12 }),
                  }}
                >
                  <Icon name="check" />
                </span>
              )}
            </span>
            {captions && <span>{choice.label}</span>}
          </label>
        );
      })}
    </div>
  );
}
