import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FieldOption, FieldSchema } from '@formwork/schema';
import { InterfaceSelect } from '@formwork/widgets';
import { Button, Input, Radio, Space } from 'antd';
import type { NodeId } from '../../core/index.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { Setting } from './Setting.js';
import { DictionaryTypePicker } from './sources/DictionaryTypePicker.js';
import { useEdit, useEditMany } from './use-edit.js';

/** Where the options come from: a static list edited here, a dictionary type, or a data interface. */
export function OptionsEditor({ id, field }: { id: NodeId; field: FieldSchema }) {
  const t = useDesignerText();
  const edit = useEdit(id);
  const editMany = useEditMany(id);
  const source = field.props?.dataType ?? 'static';
  const options: FieldOption[] = Array.isArray(field.props?.options) ? field.props.options : [];
  const setOption = (index: number, key: 'label' | 'value', text: string) =>
    edit(
      'props.options',
      options.map((o, i) => (i === index ? { ...o, [key]: text } : o)),
    );
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '12px 0' }}>
      <legend style={{ fontSize: 13, fontWeight: 600 }}>{t('options.title')}</legend>
      <Setting label={t('options.source')}>
        {() => (
          <Radio.Group
            size="small"
            value={source}
            optionType="button"
            options={(['static', 'dictionary', 'dynamic'] as const).map((value) => ({
              value,
              label: t(`options.${value}`),
            }))}
            onChange={(e) => edit('props.dataType', e.target.value)}
          />
        )}
      </Setting>
      {source === 'static' && (
        <>
          {options.map((option, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: options are edited in place; their values may repeat while typed.
            <Space.Compact key={index} style={{ marginBottom: 4, width: '100%' }}>
              <Input
                aria-label={`${t('options.label')} ${index + 1}`}
                value={option.label}
                onChange={(e) => setOption(index, 'label', e.target.value)}
              />
              <Input
                aria-label={`${t('options.value')} ${index + 1}`}
                value={String(option.value)}
                onChange={(e) => setOption(index, 'value', e.target.value)}
              />
              <Button
                aria-label={`${t('options.remove')} ${index + 1}`}
                icon={<DeleteOutlined />}
                onClick={() =>
                  edit(
                    'props.options',
                    options.filter((_, i) => i !== index),
                  )
                }
              />
            </Space.Compact>
          ))}
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => {
              const n = options.length + 1;
              edit('props.options', [...options, { label: t('options.newLabel', { n }), value: String(n) }]);
            }}
          >
            {t('options.add')}
          </Button>
        </>
      )}
      {source === 'dictionary' && (
        <Setting label={t('options.dictionaryType')}>
          {(inputId) => (
            <DictionaryTypePicker
              id={inputId}
              value={field.props?.dictionaryType}
              onChange={(typeId) => edit('props.dictionaryType', typeId)}
            />
          )}
        </Setting>
      )}
      {source === 'dynamic' && (
        <Setting label={t('options.propsUrl')}>
          {(inputId) => (
            <InterfaceSelect
              id={inputId}
              value={field.props?.propsUrl}
              title={typeof field.props?.propsName === 'string' ? field.props.propsName : undefined}
              // The name is kept beside the id, as JNPF does, so the field shows it when reopened.
              onChange={(interfaceId, row) =>
                editMany(
                  { 'props.propsUrl': interfaceId || undefined, 'props.propsName': row?.fullName },
                  'source',
                )
              }
            />
          )}
        </Setting>
      )}
    </fieldset>
  );
}
