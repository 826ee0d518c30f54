/**
 * The component names the compiled Formily schema refers to. Data fields use their jnpfKey as
 * the component name; everything the form itself draws has an `Fw` name.
 */
export const C = {
  row: 'FwRow',
  col: 'FwCol',
  formItem: 'FwFormItem',
  cellItem: 'FwCellItem',
  card: 'FwCard',
  tabs: 'FwTabs',
  tabPane: 'FwTabPane',
  collapse: 'FwCollapse',
  collapsePanel: 'FwCollapsePanel',
  text: 'FwText',
  alert: 'FwAlert',
  divider: 'FwDivider',
  groupTitle: 'FwGroupTitle',
  link: 'FwLink',
  button: 'FwButton',
  unsupported: 'FwUnsupported',
} as const;

/** The void node holding the whole form, so the top level is one 24-column row. */
export const FORM_ROOT = '__form';
