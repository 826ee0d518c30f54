import type { FormSettings } from '@formwork/schema';
import { Input, InputNumber, Radio, Select } from 'antd';
import { setSettings } from '../../core/index.js';
import { useNotice } from '../canvas/over-state.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useSchema, useSession } from '../session/context.js';
import { Setting } from './Setting.js';

/** The whole form's settings, shown when no field is selected. */
export function FormSettingsPanel() {
  const t = useDesignerText();
  const session = useSession();
  const notice = useNotice();
  const settings = useSchema().settings;
  const set = <K extends keyof FormSettings>(key: K, value: FormSettings[K] | undefined) => {
    const refusal = session.run(() => setSettings({ [key]: value }), { mergeKey: `settings:${key}` });
    if (refusal) notice(refusal);
  };
  const text = (key: 'popupWidth' | 'confirmButtonText' | 'cancelButtonText') => (
    <Setting key={key} label={t(`form.${key}`)}>
      {(id) => (
        <Input id={id} value={settings[key] ?? ''} onChange={(e) => set(key, e.target.value || undefined)} />
      )}
    </Setting>
  );
  return (
    <div>
      <Setting label={t('form.labelPosition')}>
        {() => (
          <Radio.Group
            optionType="button"
            size="small"
            value={settings.labelPosition ?? 'right'}
            options={(['left', 'right', 'top'] as const).map((value) => ({
              value,
              label: t(`form.${value}`),
            }))}
            onChange={(e) => set('labelPosition', e.target.value)}
          />
        )}
      </Setting>
      <Setting label={t('form.labelWidth')}>
        {(id) => (
          <InputNumber
            id={id}
            min={0}
            max={600}
            value={settings.labelWidth ?? 100}
            onChange={(n) => set('labelWidth', n ?? undefined)}
          />
        )}
      </Setting>
      <Setting label={t('form.size')}>
        {() => (
          <Radio.Group
            optionType="button"
            size="small"
            value={settings.size ?? 'default'}
            options={(['large', 'default', 'small'] as const).map((value) => ({
              value,
              label: t(`form.${value}`),
            }))}
            onChange={(e) => set('size', e.target.value)}
          />
        )}
      </Setting>
      <Setting label={t('form.popupType')}>
        {(id) => (
          <Select
            id={id}
            style={{ width: '100%' }}
            value={settings.popupType ?? 'general'}
            options={(['general', 'fullScreen', 'drawer'] as const).map((value) => ({
              value,
              label: t(`form.${value}`),
            }))}
            onChange={(value) => set('popupType', value)}
          />
        )}
      </Setting>
      {text('popupWidth')}
      {text('confirmButtonText')}
      {text('cancelButtonText')}
    </div>
  );
}
