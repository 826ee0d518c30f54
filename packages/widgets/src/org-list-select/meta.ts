import { t } from '../meta/define-meta.js';
import { pickerMeta } from '../meta/picker-meta.js';

export const posSelectMeta = pickerMeta('posSelect', t('岗位选择', '崗位選擇', 'Position'), 'post');
export const roleSelectMeta = pickerMeta('roleSelect', t('角色选择', '角色選擇', 'Role'), 'role');
export const groupSelectMeta = pickerMeta('groupSelect', t('分组选择', '分組選擇', 'Group'), 'group');
