import { labelsOf } from '../meta/localized.js';
import { pickerMeta } from '../meta/picker-meta.js';
import { orgListSelectLabels } from './messages.js';

const label = labelsOf(orgListSelectLabels);

export const posSelectMeta = pickerMeta('posSelect', label('position'), 'post');
export const roleSelectMeta = pickerMeta('roleSelect', label('role'), 'role');
export const groupSelectMeta = pickerMeta('groupSelect', label('group'), 'group');
