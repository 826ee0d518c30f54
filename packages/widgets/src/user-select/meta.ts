import { labelsOf } from '../meta/localized.js';
import { pickerMeta } from '../meta/picker-meta.js';
import { userSelectLabels } from './messages.js';

const label = labelsOf(userSelectLabels);

export const userSelectMeta = pickerMeta('userSelect', label('user'), 'user');
/** Users picked from several sources at once (people, departments, roles...). */
export const usersSelectMeta = pickerMeta('usersSelect', label('users'), 'users');
