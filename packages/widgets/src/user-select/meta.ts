import { t } from '../meta/define-meta.js';
import { pickerMeta } from '../meta/picker-meta.js';

export const userSelectMeta = pickerMeta('userSelect', t('用户选择', '用戶選擇', 'User'), 'user');
/** Users picked from several sources at once (people, departments, roles...). */
export const usersSelectMeta = pickerMeta('usersSelect', t('用户组件', '用戶組件', 'Users'), 'users');
