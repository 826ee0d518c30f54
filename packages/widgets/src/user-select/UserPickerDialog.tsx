import { zh } from '../i18n/catalogue.js';
import { useWidgetText } from '../i18n/index.js';
import { PickerDialog, usePickerSelection } from '../picker-dialog/index.js';
import { UserTabs } from './UserTabs.js';
import type { PickedUser } from './user-value.js';

export const USER_PICKER_TITLE = zh.user.title;

export interface UserPickerDialogProps {
  open: boolean;
  title?: string;
  multiple?: boolean;
  /** The users chosen when the dialog opens. */
  initial?: readonly PickedUser[];
  /** Offers the 系统变量 tab (当前用户). Default true. */
  withSystemVariables?: boolean;
  /** The confirmed selection; the dialog stays open until its owner closes it. */
  onConfirm(users: PickedUser[]): void;
  onCancel(): void;
}

const NONE: readonly PickedUser[] = [];
const idOf = (user: PickedUser) => user.id;

/** The user picker dialog: tabs of users on the left, the selection on the right. */
export function UserPickerDialog(props: UserPickerDialogProps) {
  const t = useWidgetText();
  const multiple = Boolean(props.multiple);
  const selection = usePickerSelection(props.open, props.initial ?? NONE, multiple, idOf);
  return (
    <PickerDialog
      open={props.open}
      title={props.title ?? t('user.title')}
      selected={selection.selected.map((user) => ({
        key: user.id,
        label: user.fullName,
        ...(user.organize && { description: user.organize }),
      }))}
      onRemove={selection.remove}
      onClear={selection.clear}
      onCancel={props.onCancel}
      onConfirm={() => props.onConfirm(selection.selected)}
    >
      <UserTabs onPick={selection.pick} withSystemVariables={props.withSystemVariables} />
    </PickerDialog>
  );
}
