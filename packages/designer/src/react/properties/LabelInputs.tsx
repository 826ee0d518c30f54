import type { FieldSchema } from '@formwork/schema';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NodeId } from '../../core/index.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import { Setting } from './Setting.js';
import { useEditMany } from './use-edit.js';

const LANGUAGES: readonly { language: DesignerLanguage; key: string }[] = [
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

/** The label in each language: all three in `props.labelI18n`, the Chinese one also as `label`. */
export function LabelInputs({ id, field }: { id: NodeId; field: FieldSchema }) {
  const { t } = useTranslation();
  const editMany = useEditMany(id);
  const labels = labelsOf(field);
  const change = (language: DesignerLanguage, text: string) => {
    const next = { ...labels, [language]: text };
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
