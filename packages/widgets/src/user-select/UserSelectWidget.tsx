import { useState } from 'react';
import { type IdValue, idsOf, idValueOf, PickerTrigger } from '../picker-dialog/index.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetProps } from '../shared/types.js';
import { UserPickerDialog } from './UserPickerDialog.js';
import { useUserNames } from './use-user-names.js';
import type { PickedUser } from './user-value.js';

export interface UserSelectWidgetProps extends WidgetProps<IdValue> {
  /** Stores a list of ids instead of one id. */
  multiple?: boolean;
  /** Offers a clear icon in the field. Default true. */
  clearable?: boolean;
}

/**
 * userSelect: the chosen users' names in a field; clicking it (or Enter) opens the user picker.
 * Stores a user id (or ids when multiple); currentUser stands for whoever fills the form.
 */
export function UserSelectWidget(props: UserSelectWidgetProps) {
  const { value, onChange, multiple = false, disabled, readOnly, placeholder, clearable = true } = props;
  const [open, setOpen] = useState(false);
  const ids = idsOf(value, multiple);
  const names = useUserNames(ids);

  if (readOnly) return <ReadOnlyText>{names.users.map((user) => user.fullName).join(',')}</ReadOnlyText>;

  const confirm = (users: PickedUser[]) => {
    names.remember(users);
    const chosen = users.map((user) => user.id);
    onChange?.(idValueOf(chosen, multiple));
    setOpen(false);
  };
  return (
    <>
      <PickerTrigger
        items={names.users.map((user) => ({ key: user.id, label: user.fullName }))}
        multiple={multiple}
        disabled={disabled}
        placeholder={placeholder}
        clearable={clearable}
        onOpen={() => setOpen(true)}
        onChange={(keys) => onChange?.(idValueOf(keys, multiple))}
      />
      <UserPickerDialog
        open={open}
        multiple={multiple}
        initial={names.users}
        onConfirm={confirm}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}

/** usersSelect: the user picker storing a list of ids unless told otherwise. */
export function UsersSelectWidget(props: UserSelectWidgetProps) {
  return <UserSelectWidget {...props} multiple={props.multiple ?? true} />;
}
