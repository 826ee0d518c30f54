import { LAYOUT_TYPES } from '@formwork/schema';
import { Divider, Drawer, Flex, Switch, Typography } from 'antd';
import { useText } from '../i18n/i18n.js';
import { ChoiceGroup } from './ChoiceGroup.js';
import { SETTINGS_TEXT } from './messages.js';
import { LayoutPreview, SlidePreview, Swatch } from './previews.js';
import { chooseLayout, chooseThemeClass } from './settings-actions.js';
import { type Settings, THEME_CLASSES, THEME_COLOURS, useSettingsStore } from './settings-store.js';

/** The settings drawer's width: room for four layout pictures in a row. */
export const SETTINGS_DRAWER_WIDTH = 320;

type Toggle = keyof Pick<
  Settings,
  'tagsView' | 'tagsIcon' | 'showLanguage' | 'showSearch' | 'useCache' | 'fixedHeader' | 'sidebarLogo'
>;
const TOGGLES: Toggle[] = [
  'tagsView',
  'tagsIcon',
  'showLanguage',
  'showSearch',
  'useCache',
  'fixedHeader',
  'sidebarLogo',
];

/** The console's settings drawer; each change applies at once and is stored. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useText(SETTINGS_TEXT);
  const settings = useSettingsStore();

  const heading = (text: string) => (
    <Typography.Title level={5} style={{ margin: '0 0 12px', fontSize: 14 }}>
      {text}
    </Typography.Title>
  );

  return (
    <Drawer open={open} onClose={onClose} title={t('title')} width={SETTINGS_DRAWER_WIDTH} placement="right">
      {heading(t('layout'))}
      <ChoiceGroup
        label={t('layout')}
        value={settings.layoutType}
        onChange={(layout) => void chooseLayout(layout)}
        captions
        choices={LAYOUT_TYPES.map((layout) => ({
          value: layout,
          label: t(`layouts.${layout}`),
          preview: <LayoutPreview layout={layout} />,
        }))}
      />
      <Divider />
      {heading(t('slide'))}
      <ChoiceGroup
        label={t('slide')}
        value={settings.slideClass}
        onChange={(slide) => settings.set('slideClass', slide)}
        captions
        choices={(['dark', 'lightWhite'] as const).map((slide) => ({
          value: slide,
          label: t(`slides.${slide}`),
          preview: <SlidePreview slide={slide} />,
        }))}
      />
      <Divider />
      {heading(t('themeColour'))}
      <ChoiceGroup
        label={t('themeColour')}
        value={settings.themeClass}
        onChange={chooseThemeClass}
        markOnPreview
        itemStyle={{ borderRadius: 6 }}
        choices={THEME_CLASSES.map((themeClass) => ({
          value: themeClass,
          label: t(`colours.${themeClass}`),
          preview: <Swatch colour={THEME_COLOURS[themeClass]} />,
        }))}
      />
      <Divider />
      {heading(t('display'))}
      <Flex vertical gap={14}>
        {TOGGLES.map((key) => (
          <Flex key={key} justify="space-between" align="center">
            <Typography.Text id={`settings-${key}`}>{t(key)}</Typography.Text>
            <Switch
              size="small"
              aria-labelledby={`settings-${key}`}
              checked={settings[key]}
              onChange={(checked) => settings.set(key, checked)}
            />
          </Flex>
        ))}
      </Flex>
    </Drawer>
  );
}
