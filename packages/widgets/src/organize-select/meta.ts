import { t } from '../meta/define-meta.js';
import { pickerMeta } from '../meta/picker-meta.js';

export const organizeSelectMeta = pickerMeta(
  'organizeSelect',
  t('组织选择', '組織選擇', 'Organization'),
  'company',
);
export const depSelectMeta = pickerMeta('depSelect', t('部门选择', '部門選擇', 'Department'), 'department');
