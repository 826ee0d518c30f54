import { jnpfKeys } from '@formwork/schema';
import {
  AlertWidget,
  ButtonWidget,
  CardContainer,
  createWidgetRegistry,
  DividerWidget,
  GroupTitleWidget,
  LinkWidget,
  RowContainer,
  TextWidget,
  type WidgetComponent,
  type WidgetRegistry,
} from '@formwork/widgets';
import { formilyWidgetsOf } from '@formwork/widgets/formily';
import { FETCHED_OPTION_KEYS, withFetchedOptions } from '../../options/with-fetched-options.js';
import { TABLE_GRID_COMPONENT } from '../compile/layout-node.js';
import { C } from '../compile/names.js';
import { CODE_KEYS, withFormText } from '../display/code-widgets.js';
import { FwMissingWidget, FwUnsupported } from '../display/unsupported.js';
import { FwCollapse, FwTableGrid, FwTabs } from '../layout/containers.js';
import { FwCellItem, FwFormItem } from '../layout/form-items.js';
import { FwCol } from '../layout/grid.js';
import { SubTable } from '../sub-table/SubTable.js';
import { UPLOAD_KEYS, withUploadWatch } from '../uploads/unfinished-uploads.js';
import { SYSTEM_KEYS, withSystemContext } from './system-fields.js';

const LAYOUT: Record<string, WidgetComponent> = {
  [C.row]: RowContainer,
  [C.col]: FwCol,
  [C.formItem]: FwFormItem,
  [C.cellItem]: FwCellItem,
  [C.card]: CardContainer,
  [C.tabs]: FwTabs,
  // A pane, a panel and a table-grid cell lay out their fields as a row.
  [C.tabPane]: RowContainer,
  [C.collapse]: FwCollapse,
  [C.collapsePanel]: RowContainer,
  [TABLE_GRID_COMPONENT]: FwTableGrid,
  [C.text]: TextWidget,
  [C.alert]: AlertWidget,
  [C.divider]: DividerWidget,
  [C.groupTitle]: GroupTitleWidget,
  [C.link]: LinkWidget,
  [C.button]: ButtonWidget,
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
  for (const key of UPLOAD_KEYS) {
    const widget = widgets[key];
    if (widget) widgets[key] = withUploadWatch(widget);
  }
  // BUILT_IN after the widgets: the sub-table's Formily binding wraps the widget registered as `table`.
  const components = { ...PLACEHOLDERS, ...widgets, ...BUILT_IN, ...LAYOUT };
  byOverrides.set(overrides, components);
  return components;
}
