import type { FieldSchema } from '@formwork/schema';
import { createWidgetRegistry, type WidgetComponent, type WidgetRegistry } from '@formwork/widgets';
import { type RuntimeT, runtimeText } from '../../i18n/instance.js';
import { FETCHED_OPTION_KEYS, withFetchedOptions } from '../../options/with-fetched-options.js';
import { SYSTEM_KEYS, withSystemContext } from '../render/system-fields.js';
import { fieldValidators } from '../validation/field-validators.js';

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
  byOverrides.set(overrides, widgets);
  return widgets;
}

type Check = (value: unknown) => string | undefined;
const checks = new WeakMap<FieldSchema, Map<RuntimeT, Check | null>>();

/**
 * A cell's check of a non-empty value, the same the form runs on its own fields (types,
 * lengths, ranges, then regList, via the server's validateData), so a cell's message is the
 * server's. Columns the server fills have none.
 */
export function checkCellValue(
  column: FieldSchema,
  value: unknown,
  t: RuntimeT = runtimeText(),
): string | undefined {
  const byLanguage = checks.get(column) ?? new Map<RuntimeT, Check | null>();
  checks.set(column, byLanguage);
  let check = byLanguage.get(t);
  if (check === undefined) {
    const vModel = column.vModel ?? '';
    const rule = fieldValidators({ ...column, vModel }, t).find((r) => 'validator' in r);
    check = rule && 'validator' in rule ? rule.validator : null;
    byLanguage.set(t, check);
  }
  return check?.(value);
}
