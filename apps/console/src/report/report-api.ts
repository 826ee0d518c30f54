import type { MenuItem, PortalChartKind } from '@formwork/schema';
import { request } from '@formwork/shell';
import type { Row } from './chart-options.js';

/** A parameter of a data interface, as GET /api/system/DataInterface/GetParam/{id} answers it. */
export interface InterfaceParam {
  field: string;
  fieldName?: string;
  dataType?: 'varchar' | 'int' | 'datetime' | 'decimal' | 'bigint' | 'text' | string;
  required?: boolean | number;
  defaultValue?: unknown;
}

/** How a data report entry shows its interface, kept in its propertyJson as `report`. */
export interface ReportConfig {
  chart?: PortalChartKind;
  categoryField?: string;
  valueFields?: string[];
  columns?: Array<{ prop: string; label: string }>;
}

const encoded = (id: string) => encodeURIComponent(id);

/** The interface's rows (data.data), asked with the parameters' values. */
export async function interfaceRows(id: string, params: Record<string, unknown> = {}): Promise<Row[]> {
  const filled = Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
  const answer = await request<{ data?: unknown }>({
    method: 'GET',
    url: `/api/system/DataInterface/${encoded(id)}/Actions/Response`,
    params: filled,
  });
  const rows = answer.data?.data;
  return Array.isArray(rows) ? rows.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
}

/**
 * The interface's parameters; none when the server has no parameter list for it (a server
 * without GetParam answers 404), so the report shows without a search form.
 */
export async function interfaceParams(id: string): Promise<InterfaceParam[]> {
  try {
    const answer = await request<unknown>({
      method: 'GET',
      url: `/api/system/DataInterface/GetParam/${encoded(id)}`,
      validateStatus: (status) => status < 500,
    });
    if (answer.code !== 200 || !Array.isArray(answer.data)) return [];
    return answer.data.filter(
      (param): param is InterfaceParam =>
        typeof param === 'object' && param !== null && typeof (param as InterfaceParam).field === 'string',
    );
  } catch {
    return [];
  }
}

/** The menu entry of that id in the user's menu, at any depth. */
export function findMenuItem(menus: readonly MenuItem[], id: string): MenuItem | undefined {
  for (const menu of menus) {
    if (menu.id === id) return menu;
    const inner = findMenuItem(menu.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

export function propertiesOf(text: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text || '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The report settings kept in a menu entry's properties; what is malformed is left out. */
export function reportConfigOf(properties: Record<string, unknown>): ReportConfig {
  const raw = properties.report;
  if (!raw || typeof raw !== 'object') return {};
  const value = raw as Record<string, unknown>;
  const texts = (list: unknown) =>
    Array.isArray(list) ? list.filter((item) => typeof item === 'string') : undefined;
  const chart =
    value.chart === 'bar' || value.chart === 'line' || value.chart === 'pie' ? value.chart : undefined;
  const columns = Array.isArray(value.columns)
    ? value.columns
        .filter((column): column is { prop: string; label: unknown } => typeof column?.prop === 'string')
        .map((column) => ({
          prop: column.prop,
          label: typeof column.label === 'string' ? column.label : column.prop,
        }))
    : undefined;
  return {
    ...(chart && { chart }),
    ...(typeof value.categoryField === 'string' && { categoryField: value.categoryField }),
    ...(texts(value.valueFields) && { valueFields: texts(value.valueFields) }),
    ...(columns && { columns }),
  };
}

interface StoredMenu {
  parentId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: number;
  propertyJson?: string;
}

/** Keeps the report settings in the entry's propertyJson; the rest of the entry is unchanged. */
export async function saveReportConfig(
  menuId: string,
  report: ReportConfig,
): Promise<Record<string, unknown>> {
  const url = `/api/system/Menu/${encoded(menuId)}`;
  const stored = (await request<StoredMenu>({ method: 'GET', url })).data;
  if (!stored) throw new Error('menu entry not found');
  const properties = { ...propertiesOf(stored.propertyJson), report };
  await request({
    method: 'PUT',
    url,
    data: {
      parentId: stored.parentId,
      fullName: stored.fullName,
      enCode: stored.enCode,
      icon: stored.icon,
      type: stored.type,
      propertyJson: JSON.stringify(properties),
    },
  });
  return properties;
}
