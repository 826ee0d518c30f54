import { Divider } from 'antd';
import { type DisplayWidgetProps, firstText } from '../shared/display.js';

/** A horizontal rule with an optional caption (jnpfKey `divider`). */
export function DividerWidget(props: DisplayWidgetProps) {
  const position =
    props.contentPosition === 'left' || props.contentPosition === 'right' ? props.contentPosition : 'center';
  const content = firstText(props, 'content', 'label');
  return (
    <Divider className="fw-form-divider" orientation={position}>
      {content || null}
    </Divider>
  );
}
