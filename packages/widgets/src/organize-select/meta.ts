import { labelsOf } from '../meta/localized.js';
import { pickerMeta } from '../meta/picker-meta.js';
import { organizeSelectLabels } from './messages.js';

const label = labelsOf(organizeSelectLabels);

export const organizeSelectMeta = pickerMeta('organizeSelect', label('organization'), 'company');
export const depSelectMeta = pickerMeta('depSelect', label('department'), 'department');
