import type { JnpfKey } from '@formwork/schema';
import { defineMeta } from '../meta/define-meta.js';
import { labelsOf } from '../meta/localized.js';
import { LABELS, prop } from '../meta/props-schema.js';
import type { LocalizedText } from '../meta/types.js';
import { systemFieldsLabels } from './messages.js';

const label = labelsOf(systemFieldsLabels);

/** The server fills these when a record is saved; the designer only chooses how they show. */
function systemFieldMeta(jnpfKey: JnpfKey, title: LocalizedText) {
  return defineMeta({
    jnpfKey,
    group: 'system',
    title,
    // The icon font names each system field's icon after its jnpfKey.
    icon: jnpfKey,
    props: { readonly: true },
    properties: { readonly: prop.flag(LABELS.readonly, { default: true }) },
  });
}

export const createUserMeta = systemFieldMeta('createUser', label('createdBy'));
export const createTimeMeta = systemFieldMeta('createTime', label('createdAt'));
export const modifyUserMeta = systemFieldMeta('modifyUser', label('modifiedBy'));
export const modifyTimeMeta = systemFieldMeta('modifyTime', label('modifiedAt'));
export const currOrganizeMeta = systemFieldMeta('currOrganize', label('organization'));
export const currPositionMeta = systemFieldMeta('currPosition', label('position'));
