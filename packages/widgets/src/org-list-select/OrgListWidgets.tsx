import { OrgListSelect, type OrgListSelectProps } from './OrgListSelect.js';

/** posSelect: positions, nested under their organisations. */
export function PosSelectWidget(props: OrgListSelectProps) {
  return <OrgListSelect {...props} kind="position" />;
}

/** roleSelect. */
export function RoleSelectWidget(props: OrgListSelectProps) {
  return <OrgListSelect {...props} kind="role" />;
}

/** groupSelect. */
export function GroupSelectWidget(props: OrgListSelectProps) {
  return <OrgListSelect {...props} kind="group" />;
}
