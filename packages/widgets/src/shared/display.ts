/** What display widgets take from the schema: its props plus the field's label and help text. */
export interface DisplayWidgetProps {
  content?: string;
  label?: string;
  tipLabel?: string;
  [extra: string]: unknown;
}

/** The first of `names` holding a non-empty string: display props have older JNPF spellings. */
export function firstText(props: DisplayWidgetProps, ...names: string[]): string {
  for (const name of names) {
    const value = props[name];
    if (typeof value === 'string' && value) return value;
  }
  return '';
}
