import { Alert, Button, Divider, Tooltip } from 'antd';
import type { CSSProperties } from 'react';

/** What display widgets take from the schema: its props plus label and tipLabel. */
interface DisplayProps {
  content?: string;
  label?: string;
  tipLabel?: string;
  [extra: string]: unknown;
}

const text = (props: DisplayProps, ...names: string[]) => {
  for (const name of names) if (typeof props[name] === 'string' && props[name]) return props[name] as string;
  return '';
};

export function FwText(props: DisplayProps) {
  const style = (props.textStyle as CSSProperties | undefined) ?? undefined;
  return (
    <div className="fw-form-text" style={{ marginBottom: 16, ...style }}>
      {text(props, 'content', 'label')}
    </div>
  );
}

export function FwAlert(props: DisplayProps) {
  const type = ['success', 'info', 'warning', 'error'].includes(String(props.type)) ? props.type : 'info';
  return (
    <Alert
      className="fw-form-alert"
      type={type as 'success' | 'info' | 'warning' | 'error'}
      message={text(props, 'title', 'content', 'label')}
      description={typeof props.description === 'string' ? props.description : undefined}
      showIcon={props.showIcon !== false}
      closable={props.closable === true}
      style={{ marginBottom: 16 }}
    />
  );
}

export function FwDivider(props: DisplayProps) {
  const position =
    props.contentPosition === 'left' || props.contentPosition === 'right' ? props.contentPosition : 'center';
  const content = text(props, 'content', 'label');
  return (
    <Divider className="fw-form-divider" orientation={position}>
      {content || null}
    </Divider>
  );
}

/** A section heading inside the form, with its help text as a tooltip. */
export function FwGroupTitle(props: DisplayProps) {
  const align = (props.contentPosition as CSSProperties['textAlign']) ?? 'left';
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
      {text(props, 'content', 'label')}
      {props.tipLabel || props.helpMessage ? (
        <Tooltip title={String(props.tipLabel ?? props.helpMessage)}>
          <span className="fw-form-help" style={{ marginLeft: 4, cursor: 'help', color: '#999' }}>
            (?)
          </span>
        </Tooltip>
      ) : null}
    </h3>
  );
}

export function FwLink(props: DisplayProps) {
  const href = text(props, 'href');
  return (
    <div className="fw-form-link" style={{ marginBottom: 16 }}>
      <a href={href || undefined} target={text(props, 'target') || '_blank'} rel="noreferrer">
        {text(props, 'content', 'label')}
      </a>
    </div>
  );
}

/** A button drawn by the schema; what it does comes with the form events of a later issue. */
export function FwButton(props: DisplayProps) {
  const type = ['primary', 'dashed', 'link', 'text', 'default'].includes(String(props.type))
    ? props.type
    : 'default';
  return (
    <div
      className="fw-form-button"
      style={{ marginBottom: 16, textAlign: (props.align as CSSProperties['textAlign']) ?? 'left' }}
    >
      <Button type={type as 'primary'} autoInsertSpace={false} disabled={props.disabled === true}>
        {text(props, 'buttonText', 'content', 'label')}
      </Button>
    </div>
  );
}
