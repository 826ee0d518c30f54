import { Alert } from 'antd';
import { type DisplayWidgetProps, firstText } from '../shared/display.js';

const ALERT_TYPES = new Set(['success', 'info', 'warning', 'error']);
type AlertType = 'success' | 'info' | 'warning' | 'error';

/** A notice inside the form (jnpfKey `alert`). */
export function AlertWidget(props: DisplayWidgetProps) {
  const type = ALERT_TYPES.has(String(props.type)) ? (props.type as AlertType) : 'info';
  return (
    <Alert
      className="fw-form-alert"
      type={type}
      message={firstText(props, 'title', 'content', 'label')}
      description={typeof props.description === 'string' ? props.description : undefined}
      showIcon={props.showIcon !== false}
      closable={props.closable === true}
      style={{ marginBottom: 16 }}
    />
  );
}
