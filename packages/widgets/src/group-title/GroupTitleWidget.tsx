import { Tooltip } from 'antd';
import type { CSSProperties } from 'react';
import { type DisplayWidgetProps, firstText } from '../shared/display.js';

/** A section heading inside the form (jnpfKey `groupTitle`), with its help text as a tooltip. */
export function GroupTitleWidget(props: DisplayWidgetProps) {
  const align = (props.contentPosition as CSSProperties['textAlign']) ?? 'left';
  const help = props.tipLabel || props.helpMessage;
  return (
    <h3
      className="fw-form-group-title"
      style={{
        margin: 0,
        textAlign: align,
        fontSize: 16,
        fontWeight: 500,
        padding: '8px 0',
        marginBottom: 16,
        borderBottom: '1px solid #f0f0f0',
      }}
    >
      {firstText(props, 'content', 'label')}
      {help ? (
        <Tooltip title={String(help)}>
          <span className="fw-form-help" style={{ marginLeft: 4, cursor: 'help', color: '#999' }}>
            (?)
          </span>
        </Tooltip>
      ) : null}
    </h3>
  );
}
