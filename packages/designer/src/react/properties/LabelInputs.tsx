import type { FieldSchema } from '@formwork/schema';
import { Input } from 'antd';
import type { NodeId } from '../../core/index.js';
import type { DesignerKey, DesignerLanguage } from '../i18n/instance.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { Setting } from './Setting.js';
import { useEditMany } from './use-edit.js';

const LANGUAGES: readonly { language: DesignerLanguage; key: DesignerKey }[] = [
  { language: 'zh', key: 'field.labelZh' },
  { language: 'zhtw', key: 'field.labelZhtw' },
  { language: 'en', key: 'field.labelEn' },
];

type Labels = Record<DesignerLanguage, string>;

function labelsOf(field: FieldSchema): Labels {
  const stored = field.props?.labelI18n;
  const read = (language: DesignerLanguage) =>
    typeof stored === 'object' && stored !== null && Object.hasOwn(stored, language)
      ? String((stored as Record<string, unknown>)[language] ?? '')
      : '';
  return { zh: read('zh') || (field.label ?? ''), zhtw: read('zhtw'), en: read('en') };
}

/**
 * The label in each language: all three in `props.labelI18n`, the Chinese one also as `label`.
 * A new field starts with the widget's name in every language (`defaults`); once it is named in
 * one, the others still holding the widget's name are emptied, so that they fall back to that
 * name instead of calling a 申请人 field "Input".
 */
export function LabelInputs({
  id,
  field,
  defaults,
}: {
  id: NodeId;
  field: FieldSchema;
  defaults?: Partial<Record<DesignerLanguage, string>>;
}) {
  const t = useDesignerText();
  const editMany = useEditMany(id);
  const labels = labelsOf(field);
  const change = (language: DesignerLanguage, text: string) => {
    const next = { ...labels, [language]: text };
    for (const { language: other } of LANGUAGES) {
      if (other !== language && other !== 'zh' && defaults?.[other] && next[other] === defaults[other])
        next[other] = '';
    }
    editMany({ label: next.zh === '' ? undefined : next.zh, 'props.labelI18n': next }, `label.${language}`);
  };
  return (
    <>
      {LANGUAGES.map(({ language, key }) => (
        <Setting key={language} label={t(key)}>
          {(inputId) => (
            <Input id={inputId} value={labels[language]} onChange={(e) => change(language, e.target.value)} />
          )}
        </Setting>
      ))}
    </>
  );
}
