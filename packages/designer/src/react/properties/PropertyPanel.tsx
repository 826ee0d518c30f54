import type { FieldSchema } from '@formwork/schema';
import { useRef } from 'react';
import type { NodeId } from '../../core/index.js';
import type { DesignerLanguage } from '../i18n/instance.js';
import type { DesignerMetas } from '../meta.js';
import { usePrimary, useSelectedIds } from '../session/context.js';
import { BulkSettings } from './BulkSettings.js';
import { FieldSettings } from './FieldSettings.js';
import { FormSettingsPanel } from './FormSettingsPanel.js';
import { PropsSchemaForm } from './PropsSchemaForm.js';

/** How many widget kinds keep their props form ready while other kinds are selected. */
const KEPT_KINDS = 8;

interface Kept {
  id: NodeId;
  field: FieldSchema;
  used: number;
}

/**
 * The props forms of the widget kinds selected lately, the current one shown and the others
 * hidden but mounted: building a form of widgets afresh on each selection was most of a
 * selection's time, and loading another field into a ready form redraws only what differs.
 */
function KeptPropsForms({
  current,
  metas,
  language,
}: {
  current: { id: NodeId; field: FieldSchema } | undefined;
  metas: DesignerMetas;
  language: DesignerLanguage;
}) {
  const kept = useRef(new Map<string, Kept>());
  const clock = useRef(0);
  const shownKind = current?.field.jnpfKey;
  if (current && shownKind !== undefined) {
    const entry = kept.current.get(shownKind);
    if (entry?.id !== current.id || entry.field !== current.field) {
      clock.current += 1;
      kept.current.set(shownKind, { ...current, used: clock.current });
    }
    if (kept.current.size > KEPT_KINDS) {
      const [oldest] = [...kept.current].sort((a, b) => a[1].used - b[1].used)[0] ?? [];
      if (oldest !== undefined) kept.current.delete(oldest);
    }
  }
  return (
    <>
      {[...kept.current].map(([kind, { id, field }]) => {
        const meta = metas.get(kind);
        return meta ? (
          <div key={kind} hidden={kind !== shownKind}>
            <PropsSchemaForm id={id} field={field} meta={meta} language={language} />
          </div>
        ) : null;
      })}
    </>
  );
}

/**
 * The selected field's settings and widget props; the settings several selected fields share;
 * the form's settings when nothing is selected.
 */
export function PropertyPanel({ metas, language }: { metas: DesignerMetas; language: DesignerLanguage }) {
  const primary = usePrimary();
  const ids = useSelectedIds();
  const single = ids.length === 1 ? primary : undefined;
  return (
    <div className="fw-designer-properties">
      {ids.length > 1 ? (
        <BulkSettings ids={ids} />
      ) : single ? (
        <FieldSettings id={single.id} field={single.field} metas={metas} language={language} />
      ) : (
        <FormSettingsPanel />
      )}
      <KeptPropsForms current={single} metas={metas} language={language} />
    </div>
  );
}
