import { type DisplayWidgetProps, firstText } from '../shared/display.js';

/** A link inside the form (jnpfKey `link`); it opens in a new window unless `target` says otherwise. */
export function LinkWidget(props: DisplayWidgetProps) {
  const href = firstText(props, 'href');
  return (
    <div className="fw-form-link" style={{ marginBottom: 16 }}>
      <a href={href || undefined} target={firstText(props, 'target') || '_blank'} rel="noreferrer">
        {firstText(props, 'content', 'label')}
      </a>
    </div>
  );
}
