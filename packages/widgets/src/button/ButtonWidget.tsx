import { Button } from 'antd';
import type { CSSProperties } from 'react';
import { type DisplayWidgetProps, firstText } from '../shared/display.js';

const BUTTON_TYPES = new Set(['primary', 'dashed', 'link', 'text', 'default']);

/** A button drawn by the schema (jnpfKey `button`); what it does comes with the form's events. */
export function ButtonWidget(props: DisplayWidgetProps) {
  const type = BUTTON_TYPES.has(String(props.type)) ? (props.type as 'primary') : 'default';
  return (
    <div
      className="fw-form-button"
      style={{ marginBottom: 16, textAlign: (props.align as CSSProperties['textAlign']) ?? 'left' }}
    >
      <Button type={type} autoInsertSpace={false} disabled={props.disabled === true}>
        {firstText(props, 'buttonText', 'content', 'label')}
      </Button>
    </div>
  );
}
