import { LAYOUT_TYPES } from '@formwork/schema';
import { Form, Radio, Tooltip } from 'antd';
import { useAppStore } from '../app/app-store.js';
import { LANGUAGE_NAMES, switchLanguage } from '../header/switch-language.js';
import { useText } from '../i18n/i18n.js';
import { LANGUAGES } from '../i18n/languages.js';
import { chooseLayout, chooseThemeClass } from '../settings/settings-actions.js';
import { THEME_CLASSES, THEME_COLOURS, useSettingsStore } from '../settings/settings-store.js';
import { PROFILE_TEXT } from './messages.js';

/**
 * Language and theme, the same choices as the header's switcher and the settings drawer (and the
 * same calls: SystemLanguage, SystemTheme), kept here so a user finds them with their profile.
 */
export function Preferences() {
  const t = useText(PROFILE_TEXT);
  const language = useAppStore((state) => state.language);
  const layoutType = useSettingsStore((state) => state.layoutType);
  const themeClass = useSettingsStore((state) => state.themeClass);

  return (
    <Form layout="vertical" style={{ maxWidth: 560 }}>
      <Form.Item label={t('language')}>
        <Radio.Group
          optionType="button"
          value={language}
          onChange={(event) => void switchLanguage(event.target.value)}
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        />
      </Form.Item>
      <Form.Item label={t('layout')}>
        <Radio.Group
          optionType="button"
          value={layoutType}
          onChange={(event) => void chooseLayout(event.target.value)}
          options={LAYOUT_TYPES.map((value) => ({ value, label: t(`layouts.${value}`) }))}
        />
      </Form.Item>
      <Form.Item label={t('themeColour')}>
        <div
          role="radiogroup"
          aria-label={t('themeColour')}
          style={{ display: 'flex', gap: 10, flexWrap: 'wrap' }}
        >
          {THEME_CLASSES.map((name) => (
            <Tooltip key={name} title={name}>
              <button
                type="button"
                aria-pressed={themeClass === name}
                aria-label={name}
                onClick={() => chooseThemeClass(name)}
                style={{
                  width: 28,
                  height: 28,
                  borderRadius: 6,
                  cursor: 'pointer',
                  background: THEME_COLOURS[name],
                  border: themeClass === name ? '3px solid rgba(0,0,0,0.45)' : '3px solid transparent',
                  outlineOffset: 2,
                }}
              />
            </Tooltip>
          ))}
        </div>
      </Form.Item>
    </Form>
  );
}
