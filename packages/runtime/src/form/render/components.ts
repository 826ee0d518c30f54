import { jnpfKeys } from '@formwork/schema';
import { createWidgetRegistry, type WidgetComponent, type WidgetRegistry } from '@formwork/widgets';
import { formilyWidgetsOf } from '@formwork/widgets/formily';
import { FETCHED_OPTION_KEYS, withFetchedOptions } from '../../options/with-fetched-options.js';
import { C } from '../compile/names.js';
import { CODE_KEYS, withFormText } from '../display/code-widgets.js';
import { FwAlert, FwButton, FwDivider, FwGroupTitle, FwLink, FwText } from '../display/display-widgets.js';
import { FwMissingWidget, FwUnsupported } from '../display/unsupported.js';
import { FwCard, FwCollapse, FwPane, FwTabs } from '../layout/containers.js';
import { FwCellItem, FwFormItem } from '../layout/form-items.js';
import { FwCol, FwRow } from '../layout/grid.js';
import { SubTable } from '../sub-table/SubTable.js';
import { SYSTEM_KEYS, withSystemContext } from './system-fields.js';

const LAYOUT: Record<string, WidgetComponent> = {
  [C.row]: FwRow,
  [C.col]: FwCol,
  [C.formItem]: FwFormItem,
  [C.cellItem]: FwCellItem,
  [C.card]: FwCard,
  [C.tabs]: FwTabs,
  [C.tabPane]: FwPane,
  [C.collapse]: FwCollapse,
  [C.collapsePanel]: FwPane,
  [C.text]: FwText,
  [C.alert]: FwAlert,
  [C.divider]: FwDivider,
  [C.groupTitle]: FwGroupTitle,
  [C.link]: FwLink,
  [C.button]: FwButton,
  [C.unsupported]: FwUnsupported,
};

// Formily draws an unknown component name as an HTML tag of that name ('input' would become
// a bare <input>), so every jnpfKey gets at least a placeholder.
const PLACEHOLDERS = Object.fromEntries(jnpfKeys.map((key) => [key, FwMissingWidget]));

// calculate comes from the widgets (shown only: watchCalculated computes it for the whole form).
const BUILT_IN = { table: SubTable };

const byOverrides = new WeakMap<WidgetRegistry, Record<string, WidgetComponent>>();
const EMPTY: WidgetRegistry = {};

/** Every component a compiled form may name: layout, widgets (with the app's overrides), placeholders. */
export function formComponents(overrides: WidgetRegistry = EMPTY): Record<string, WidgetComponent> {
  const known = byOverrides.get(overrides);
  if (known) return known;
  const widgets = formilyWidgetsOf(createWidgetRegistry({ ...overrides }));
  for (const key of SYSTEM_KEYS) {
    const widget = widgets[key];
    if (widget) widgets[key] = withSystemContext(widget);
  }
  for (const key of CODE_KEYS) {
    const widget = widgets[key];
    if (widget) widgets[key] = withFormText(widget);
  }
  for (const key of FETCHED_OPTION_KEYS) {
    const widget = widgets[key];
    if (widget) widgets[key] = withFetchedOptions(widget);
  }
  // BUILT_IN after the widgets: the sub-table's Formily binding wraps the widget registered as `table`.
  const components = { ...PLACEHOLDERS, ...widgets, ...BUILT_IN, ...LAYOUT };
  byOverrides.set(overrides, components);
  return components;
}
