import type { DesignerLanguage } from '../i18n/instance.js';
import type { DesignerMetas } from '../meta.js';
import { usePrimary, useSelectedIds } from '../session/context.js';
import { BulkSettings } from './BulkSettings.js';
import { FieldSettings } from './FieldSettings.js';
import { FormSettingsPanel } from './FormSettingsPanel.js';
import { PropsSchemaForm } from './PropsSchemaForm.js';

/**
 * The selected field's settings and widget props; the settings several selected fields share;
 * the form's settings when nothing is selected.
 */
export function PropertyPanel({ metas, language }: { metas: DesignerMetas; language: DesignerLanguage }) {
  const primary = usePrimary();
  const ids = useSelectedIds();
  if (ids.length > 1)
    return (
      <div className="fw-designer-properties">
        <BulkSettings ids={ids} />
      </div>
    );
  if (!primary)
    return (
      <div className="fw-designer-properties">
        <FormSettingsPanel />
      </div>
    );
  const meta = metas.get(primary.field.jnpfKey);
  return (
    <div className="fw-designer-properties">
      <FieldSettings id={primary.id} field={primary.field} metas={metas} language={language} />
      {meta && <PropsSchemaForm id={primary.id} field={primary.field} meta={meta} language={language} />}
    </div>
  );
}
