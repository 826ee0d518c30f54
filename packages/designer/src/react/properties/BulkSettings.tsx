import { Checkbox, Slider, Typography } from 'antd';
import { isShared, type NodeId, sharedValue } from '../../core/index.js';
import { useDesignerText } from '../i18n/use-designer-text.js';
import { useSchema, useSession } from '../session/context.js';
import { Setting } from './Setting.js';
import { useEditAll } from './use-edit.js';

/**
 * A yes/no setting of several fields: ticked when all have it, half-ticked when they differ.
 * Turning it off removes the key, as the single-field panel does, so the stored form stays lean.
 */
function BulkFlag({ ids, path, label }: { ids: readonly NodeId[]; path: string; label: string }) {
  const session = useSession();
  const editAll = useEditAll(ids);
  const { value, mixed } = sharedValue(session.document, ids, path);
  return (
    <div>
      <Checkbox
        checked={!mixed && value === true}
        indeterminate={mixed}
        onChange={(event) => editAll(path, event.target.checked || undefined)}
      >
        {label}
      </Checkbox>
    </div>
  );
}

/**
 * The settings several selected fields share, each edit one undo step over all of them. Only
 * what every selected field has is offered, so one value never lands on a field it means
 * nothing to.
 */
export function BulkSettings({ ids }: { ids: readonly NodeId[] }) {
  const t = useDesignerText();
  const session = useSession();
  const editAll = useEditAll(ids);
  useSchema();
  const doc = session.document;
  const span = sharedValue(doc, ids, 'span');
  return (
    <div>
      <Typography.Paragraph strong>{t('bulk.selected', { count: ids.length })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        {t('bulk.hint')}
      </Typography.Paragraph>
      {isShared(doc, ids, 'span') && (
        <Setting label={span.mixed ? `${t('field.span')} · ${t('bulk.mixed')}` : t('field.span')}>
          {(inputId) => (
            <Slider
              id={inputId}
              min={1}
              max={24}
              value={span.mixed ? undefined : typeof span.value === 'number' ? span.value : 24}
              onChange={(value) => editAll('span', value)}
            />
          )}
        </Setting>
      )}
      {isShared(doc, ids, 'required') && <BulkFlag ids={ids} path="required" label={t('field.required')} />}
      {isShared(doc, ids, 'props.readonly') && (
        <BulkFlag ids={ids} path="props.readonly" label={t('field.readonly')} />
      )}
      {isShared(doc, ids, 'noShow') && <BulkFlag ids={ids} path="noShow" label={t('field.noShow')} />}
    </div>
  );
}
