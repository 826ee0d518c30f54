import {
  carriesOptions,
  entersNumber,
  type FieldSchema,
  holdsData,
  takesPlaceholder,
} from '@formwork/schema';
import { Checkbox, Input, InputNumber, Slider, Switch, Tag } from 'antd';
import type { NodeId } from '../../core/index.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import type { DesignerMetas } from '../meta.js';
import { AddPane, PANE_OF } from './AddPane.js';
import { CalcExpressionEditor } from './calc/CalcExpressionEditor.js';
import { LabelInputs } from './LabelInputs.js';
import { OptionsEditor } from './OptionsEditor.js';
import { RegListEditor } from './RegListEditor.js';
import { RowColumns } from './RowColumns.js';
import { Setting } from './Setting.js';
import { useEdit } from './use-edit.js';
import { VModelInput } from './VModelInput.js';

/** Widgets whose value is never typed in: a default would be overwritten or mean nothing. */
const NO_DEFAULT: ReadonlySet<string> = new Set(['table', 'calculate']);

function DefaultValue({ id, field }: { id: NodeId; field: FieldSchema }) {
  const t = useDesignerText();
  const edit = useEdit(id);
  const value = field.defaultValue;
  return (
    <Setting label={t('field.defaultValue')}>
      {(inputId) =>
        field.jnpfKey === 'switch' ? (
          <Switch
            id={inputId}
            checked={value === true}
            onChange={(on) => edit('defaultValue', on ? true : undefined)}
          />
        ) : entersNumber(field.jnpfKey) ? (
          <InputNumber
            id={inputId}
            value={typeof value === 'number' ? value : null}
            onChange={(n) => edit('defaultValue', n ?? undefined)}
          />
        ) : (
          <Input
            id={inputId}
            value={typeof value === 'string' || typeof value === 'number' ? String(value) : ''}
            onChange={(e) => edit('defaultValue', e.target.value === '' ? undefined : e.target.value)}
          />
        )
      }
    </Setting>
  );
}

/** The settings every field has in the designer, whatever its widget. */
export function FieldSettings({
  id,
  field,
  metas,
  language,
}: {
  id: NodeId;
  field: FieldSchema;
  metas: DesignerMetas;
  language: DesignerLanguage;
}) {
  const t = useDesignerText();
  const edit = useEdit(id);
  const data = holdsData(field.jnpfKey);
  const visibility = Array.isArray(field.props?.visibility)
    ? (field.props.visibility as string[])
    : ['pc', 'app'];
  return (
    <div>
      <p>
        {t('field.type')}: <Tag>{metas.get(field.jnpfKey)?.title[language] ?? field.jnpfKey}</Tag>
      </p>
      <LabelInputs id={id} field={field} defaults={metas.get(field.jnpfKey)?.title} />
      {PANE_OF.has(field.jnpfKey) && <AddPane id={id} field={field} metas={metas} />}
      {field.jnpfKey === 'row' && <RowColumns id={id} metas={metas} />}
      {data && <VModelInput id={id} value={field.vModel ?? ''} />}
      <Setting label={t('field.span')}>
        {(inputId) => (
          <Slider
            id={inputId}
            min={1}
            max={24}
            value={field.span ?? 24}
            onChange={(span) => edit('span', span)}
          />
        )}
      </Setting>
      {data && (
        <Checkbox
          checked={field.required === true}
          onChange={(e) => edit('required', e.target.checked || undefined)}
        >
          {t('field.required')}
        </Checkbox>
      )}
      {data && (
        <Checkbox
          checked={field.props?.readonly === true}
          onChange={(e) => edit('props.readonly', e.target.checked || undefined)}
        >
          {t('field.readonly')}
        </Checkbox>
      )}
      <Checkbox
        checked={field.noShow === true}
        onChange={(e) => edit('noShow', e.target.checked || undefined)}
      >
        {t('field.noShow')}
      </Checkbox>
      <Setting label={t('field.visibility')}>
        {() => (
          <Checkbox.Group
            value={visibility}
            options={[
              { label: t('field.pc'), value: 'pc' },
              { label: t('field.app'), value: 'app' },
            ]}
            onChange={(next) => edit('props.visibility', next.length === 2 ? undefined : next)}
          />
        )}
      </Setting>
      {takesPlaceholder(field.jnpfKey) && (
        <Setting label={t('field.placeholder')}>
          {(inputId) => (
            <Input
              id={inputId}
              value={typeof field.props?.placeholder === 'string' ? field.props.placeholder : ''}
              onChange={(e) => edit('props.placeholder', e.target.value === '' ? undefined : e.target.value)}
            />
          )}
        </Setting>
      )}
      {data && !NO_DEFAULT.has(field.jnpfKey) && <DefaultValue id={id} field={field} />}
      {carriesOptions(field.jnpfKey) && <OptionsEditor id={id} field={field} />}
      {field.jnpfKey === 'calculate' && <CalcExpressionEditor id={id} field={field} />}
      {data && field.jnpfKey !== 'table' && <RegListEditor id={id} field={field} />}
    </div>
  );
}
