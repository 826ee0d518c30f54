import { defineMessages } from '@formwork/schema';
import { WIDGET_LABELS_NS } from '../i18n/namespace.js';

/** What the designer's palette and property panel call this widget and its properties. */
export const systemFieldsLabels = defineMessages(WIDGET_LABELS_NS, {
  zh: {
    createdBy: '创建人员',
    createdAt: '创建时间',
    modifiedBy: '修改人员',
    modifiedAt: '修改时间',
    organization: '所属组织',
    position: '所属岗位',
  },
  zhtw: {
    createdBy: '創建人員',
    createdAt: '創建時間',
    modifiedBy: '修改人員',
    modifiedAt: '修改時間',
    organization: '所屬組織',
    position: '所屬崗位',
  },
  en: {
    createdBy: 'Created by',
    createdAt: 'Created at',
    modifiedBy: 'Modified by',
    modifiedAt: 'Modified at',
    organization: 'Organization',
    position: 'Position',
  },
});
