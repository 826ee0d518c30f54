import { Input } from 'antd';
import { dayjs } from '../shared/dayjs.js';
import { ReadOnlyText } from '../shared/ReadOnlyText.js';
import type { WidgetFormContext, WidgetProps } from '../shared/types.js';

export interface SystemFieldWidgetProps extends WidgetProps<string | number | null> {
  context?: WidgetFormContext;
  /** For the time fields. */
  format?: string;
}

type ContextPick = (context: WidgetFormContext) => string | number | Date | undefined;

/**
 * System fields are filled by the server; the form only shows them. A stored value (editing an
 * existing record) wins over what the context says about the person filling the form now.
 */
function SystemField(props: SystemFieldWidgetProps & { pick: ContextPick; isTime: boolean }) {
  const { value, context = {}, readOnly, format = 'YYYY-MM-DD HH:mm:ss', pick, isTime } = props;
  const raw = value === null || value === undefined || value === '' ? pick(context) : value;
  const text = raw === undefined ? '' : isTime ? dayjs(raw).format(format) : String(raw);
  if (readOnly) return <ReadOnlyText>{text}</ReadOnlyText>;
  return <Input value={text} readOnly disabled />;
}

export function CreateUserWidget(props: SystemFieldWidgetProps) {
  return <SystemField {...props} pick={(c) => c.userName} isTime={false} />;
}
export function CreateTimeWidget(props: SystemFieldWidgetProps) {
  return <SystemField {...props} pick={(c) => c.now} isTime />;
}
export function ModifyUserWidget(props: SystemFieldWidgetProps) {
  return <SystemField {...props} pick={(c) => c.userName} isTime={false} />;
}
export function ModifyTimeWidget(props: SystemFieldWidgetProps) {
  return <SystemField {...props} pick={(c) => c.now} isTime />;
}
export function CurrOrganizeWidget(props: SystemFieldWidgetProps) {
  return <SystemField {...props} pick={(c) => c.organizeName} isTime={false} />;
}
export function CurrPositionWidget(props: SystemFieldWidgetProps) {
  return <SystemField {...props} pick={(c) => c.positionName} isTime={false} />;
}
