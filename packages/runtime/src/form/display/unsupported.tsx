import { useFieldSchema } from '@formily/react';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';

/** Visible in the form, so a missing widget is noticed rather than silently dropped. */
export function FwUnsupported({ jnpfKey }: { jnpfKey?: string }) {
  const t = useRuntimeText();
  return (
    <div className="fw-form-unsupported" role="note" style={{ color: '#ff4d4f' }}>
      {t('form.unsupported', { key: jnpfKey ?? '' })}
    </div>
  );
}

/**
 * The stand-in for a known jnpfKey without a widget yet (the complex widgets of later issues):
 * the field keeps its stored value, and the component name the schema asked for is the key.
 */
export function FwMissingWidget() {
  const schema = useFieldSchema();
  return <FwUnsupported jnpfKey={String(schema?.['x-component'] ?? '')} />;
}
