import type { RetiredValue } from '@formwork/schema';
import { Descriptions, Divider } from 'antd';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';

/** A stored value as text: what it was saved as, since the field that drew it is gone. */
function asText(value: unknown): string {
  if (Array.isArray(value)) return value.map(asText).join(', ');
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
}

/**
 * The values a record keeps for fields a later release removed, under the detail view's form:
 * nothing stored is lost from sight, and a field that comes back finds them.
 */
export function RetiredValues({ items }: { items: readonly RetiredValue[] | undefined }) {
  const t = useRuntimeText();
  if (!items?.length) return null;
  return (
    <section aria-label={t('page.retiredFields')}>
      <Divider orientation="left" plain>
        {t('page.retiredFields')}
      </Divider>
      <Descriptions
        size="small"
        column={1}
        items={items.map((item) => ({ key: item.vModel, label: item.label, children: asText(item.value) }))}
      />
    </section>
  );
}
