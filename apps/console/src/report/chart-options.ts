import type { PortalChartKind } from '@formwork/schema';

export type Row = Record<string, unknown>;

/** How a report or chart card reads its rows; what is absent is guessed from the rows. */
export interface ChartSettings {
  chart?: PortalChartKind;
  categoryField?: string;
  valueFields?: string[];
}

const isNumeric = (value: unknown) =>
  typeof value === 'number' ||
  (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)));

/** The columns of the rows, in the order they first appear. */
export function columnsOf(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) seen.add(key);
  return [...seen];
}

/** The columns every row holds a number in (or nothing). */
export function numericColumns(rows: readonly Row[]): string[] {
  return columnsOf(rows).filter(
    (column) =>
      rows.some((row) => row[column] != null) &&
      rows.every((row) => row[column] == null || isNumeric(row[column])),
  );
}

/**
 * The category column and value columns a chart draws: those set, else the first column that
 * is not numeric and every numeric one.
 */
export function chartFields(
  rows: readonly Row[],
  settings: ChartSettings,
): { category?: string; values: string[] } {
  const numeric = numericColumns(rows);
  const columns = columnsOf(rows);
  const category =
    settings.categoryField || columns.find((column) => !numeric.includes(column)) || columns[0];
  const values = settings.valueFields?.length
    ? settings.valueFields
    : numeric.filter((column) => column !== category);
  return { category, values };
}

/** The ECharts option of a bar, line or pie chart of the rows; labels name the columns. */
export function chartOption(
  rows: readonly Row[],
  settings: ChartSettings,
  labels: Record<string, string> = {},
) {
  const { category, values } = chartFields(rows, settings);
  const label = (column: string) => (Object.hasOwn(labels, column) ? (labels[column] ?? column) : column);
  const names = rows.map((row) => String(category ? (row[category] ?? '') : ''));
  const number = (value: unknown) => (isNumeric(value) ? Number(value) : 0);
  if (settings.chart === 'pie') {
    const [first] = values;
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [
        {
          type: 'pie',
          name: first ? label(first) : '',
          radius: ['35%', '65%'],
          data: rows.map((row, index) => ({ name: names[index], value: first ? number(row[first]) : 0 })),
        },
      ],
    };
  }
  const type = settings.chart === 'line' ? 'line' : 'bar';
  return {
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0, type: 'scroll' },
    grid: { left: 8, right: 16, top: 24, bottom: 40, containLabel: true },
    xAxis: { type: 'category', data: names },
    yAxis: { type: 'value' },
    series: values.map((column) => ({
      type,
      name: label(column),
      data: rows.map((row) => number(row[column])),
    })),
  };
}
