import type { CSSProperties } from 'react';
import { type DisplayWidgetProps, firstText } from '../shared/display.js';

/** A paragraph of the schema's text (jnpfKey `text`), styled by its `textStyle`. */
export function TextWidget(props: DisplayWidgetProps) {
  const style = props.textStyle as CSSProperties | undefined;
  return (
    <div className="fw-form-text" style={{ marginBottom: 16, ...style }}>
      {firstText(props, 'content', 'label')}
    </div>
  );
}
