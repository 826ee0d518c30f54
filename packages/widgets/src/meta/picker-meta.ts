import type { JnpfKey } from '@formwork/schema';
import { defineMeta } from './define-meta.js';
import { COMMON_FIELD_PROPS, LABELS, PLACEHOLDER_PROPS, prop } from './props-schema.js';
import type { LocalizedText, MetaDraft } from './types.js';

/**
 * The people and organisation pickers (organisation, department, position, role, group, user):
 * the same props and panel, the records they list are their own business.
 */
export function pickerMeta(jnpfKey: JnpfKey, title: LocalizedText, icon: string): MetaDraft {
  return defineMeta({
    jnpfKey,
    group: 'advanced',
    title,
    icon,
    inSubTable: true,
    props: { placeholder: '请选择', clearable: true, multiple: false },
    properties: { ...PLACEHOLDER_PROPS, multiple: prop.flag(LABELS.multiple), ...COMMON_FIELD_PROPS },
  });
}
