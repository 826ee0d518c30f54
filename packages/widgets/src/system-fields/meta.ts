import type { JnpfKey } from '@formwork/schema';
import { defineMeta, t } from '../meta/define-meta.js';
import { LABELS, prop } from '../meta/props-schema.js';
import type { LocalizedText } from '../meta/types.js';

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

export const createUserMeta = systemFieldMeta('createUser', t('创建人员', '創建人員', 'Created by'));
export const createTimeMeta = systemFieldMeta('createTime', t('创建时间', '創建時間', 'Created at'));
export const modifyUserMeta = systemFieldMeta('modifyUser', t('修改人员', '修改人員', 'Modified by'));
export const modifyTimeMeta = systemFieldMeta('modifyTime', t('修改时间', '修改時間', 'Modified at'));
export const currOrganizeMeta = systemFieldMeta('currOrganize', t('所属组织', '所屬組織', 'Organization'));
export const currPositionMeta = systemFieldMeta('currPosition', t('所属岗位', '所屬崗位', 'Position'));
