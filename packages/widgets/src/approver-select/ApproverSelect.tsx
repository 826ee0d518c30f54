import { message } from 'antd';
import { zh } from '../i18n/catalogue.js';
import { useWidgetText, type WidgetLanguage, widgetText } from '../i18n/index.js';
import { UserPickerDialog } from '../user-select/UserPickerDialog.js';

export const DEFAULT_APPROVER_TITLE = zh.approver.title;

/** What confirming an empty selection says. */
export const approverRequiredMessage = (title: string, language: WidgetLanguage = 'zh') =>
  widgetText(language)('approver.required', { title });

export interface ApproverUser {
  id: string;
  fullName: string;
}

export interface ApproverSelectProps {
  open: boolean;
  /** The dialog's title and the noun of the message. Default 审批人 in the user's language. */
  title?: string;
  multiple?: boolean;
  onConfirm(users: ApproverUser[]): void;
  onCancel(): void;
}

/**
 * A flow's approver picker: the user picker dialog without system variables (an approver is a
 * person, not "whoever fills the form"). Confirming with nobody chosen says 请选择{title} and
 * keeps the dialog open.
 */
export function ApproverSelect({
  open,
  title: titleProp,
  multiple,
  onConfirm,
  onCancel,
}: ApproverSelectProps) {
  const [messages, holder] = message.useMessage();
  const t = useWidgetText();
  const title = titleProp ?? t('approver.title');
  return (
    <>
      {holder}
      <UserPickerDialog
        open={open}
        title={title}
        multiple={multiple}
        withSystemVariables={false}
        onCancel={onCancel}
        onConfirm={(users) => {
          if (users.length === 0) {
            void messages.warning(t('approver.required', { title }));
            return;
          }
          onConfirm(users.map(({ id, fullName }) => ({ id, fullName })));
        }}
      />
    </>
  );
}
