import type { RecipientKind, RecipientPickerProps } from '@formwork/shell';
import {
  DepSelectWidget,
  RoleSelectWidget,
  restDataProvider,
  UsersSelectWidget,
  WidgetsProvider,
} from '@formwork/widgets';
import { type ComponentType, useMemo } from 'react';
import { shellTransport } from '../online-dev/shell-transport.js';
import { useLanguage } from './web-design/use-language.js';

/** What the id pickers store: one id, a list of them, or nothing. */
type IdValue = string | string[] | null;

interface MultiplePicker {
  value?: IdValue;
  onChange?: (value: IdValue) => void;
  multiple?: boolean;
  placeholder?: string;
}

// The same pickers forms use for users, departments and roles, so a notice is addressed as any
// record is.
const PICKERS: Record<RecipientKind, ComponentType<MultiplePicker>> = {
  user: UsersSelectWidget,
  department: DepSelectWidget,
  role: RoleSelectWidget,
};

const listOf = (value: IdValue): string[] =>
  value === null ? [] : Array.isArray(value) ? value : value ? [value] : [];

/** One kind of a notice's chosen recipients, picked over the server's user, department and role lists. */
export function NoticeRecipientPicker({ kind, value, onChange, placeholder }: RecipientPickerProps) {
  const language = useLanguage();
  const provider = useMemo(() => restDataProvider(shellTransport), []);
  const Picker = PICKERS[kind];
  return (
    <WidgetsProvider dataProvider={provider} language={language}>
      <Picker
        multiple
        value={value ?? []}
        onChange={(next) => onChange?.(listOf(next))}
        {...(placeholder && { placeholder })}
      />
    </WidgetsProvider>
  );
}
