import { createWidgetRegistry, type WidgetComponent, type WidgetRegistry } from '@formwork/widgets';
import { FETCHED_OPTION_KEYS, withFetchedOptions } from '../../options/with-fetched-options.js';
import { SYSTEM_KEYS, withSystemContext } from '../render/system-fields.js';
import { UPLOAD_KEYS, withUploadWatch } from '../uploads/unfinished-uploads.js';

const byOverrides = new WeakMap<WidgetRegistry, WidgetRegistry>();
const EMPTY: WidgetRegistry = {};

/**
 * The plain widgets a sub-table draws its cells with: the app's registry, option widgets fed
 * with fetched options and system fields with the form's user, as in the form itself. No
 * sub-table inside a sub-table.
 */
export function cellWidgets(overrides: WidgetRegistry = EMPTY): WidgetRegistry {
  const known = byOverrides.get(overrides);
  if (known) return known;
  const widgets: Record<string, WidgetComponent> = { ...createWidgetRegistry({ ...overrides }) };
  delete widgets.table;
  for (const key of FETCHED_OPTION_KEYS) {
    const widget = widgets[key];
    if (widget) widgets[key] = withFetchedOptions(widget);
  }
  for (const key of SYSTEM_KEYS) {
    const widget = widgets[key];
    if (widget) widgets[key] = withSystemContext(widget);
  }
  // A cell's upload holds back the save of the form the sub-table is in, as a field's does.
  for (const key of UPLOAD_KEYS) {
    const widget = widgets[key];
    if (widget) widgets[key] = withUploadWatch(widget);
  }
  byOverrides.set(overrides, widgets);
  return widgets;
}
