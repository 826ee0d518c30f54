export type { OrgListSelectProps } from './OrgListSelect.js';
export { GroupSelectWidget, PosSelectWidget, RoleSelectWidget } from './OrgListWidgets.js';
