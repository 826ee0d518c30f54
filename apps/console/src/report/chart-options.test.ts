import { describe, expect, it } from 'vitest';
import { chartFields, chartOption, numericColumns } from './chart-options.js';
import { reportConfigOf } from './report-api.js';

const rows = [
  { department: '研发部', annual: 46, sick: '12', note: 'x' },
  { department: '市场部', annual: 38, sick: 7, note: null },
];

describe('report charts', () => {
  it('guesses the category and value columns from the rows when none are set', () => {
    expect(numericColumns(rows)).toEqual(['annual', 'sick']);
    expect(chartFields(rows, {})).toEqual({ category: 'department', values: ['annual', 'sick'] });
    expect(chartFields(rows, { categoryField: 'note', valueFields: ['sick'] })).toEqual({
      category: 'note',
      values: ['sick'],
    });
  });

  it('draws bars or lines per value column and a pie of the first, named by the labels', () => {
    const bars = chartOption(rows, { chart: 'line' }, { annual: '年假' });
    expect(bars.xAxis).toEqual({ type: 'category', data: ['研发部', '市场部'] });
    expect(bars.series).toEqual([
      { type: 'line', name: '年假', data: [46, 38] },
      { type: 'line', name: 'sick', data: [12, 7] },
    ]);
    const pie = chartOption(rows, { chart: 'pie', valueFields: ['sick'] });
    expect(pie.series[0]?.data).toEqual([
      { name: '研发部', value: 12 },
      { name: '市场部', value: 7 },
    ]);
  });

  it('reads only well-formed report settings from a menu entry', () => {
    expect(
      reportConfigOf({
        report: {
          chart: 'radar',
          categoryField: 'a',
          valueFields: ['b', 3],
          columns: [{ prop: 'a', label: 'A' }, { x: 1 }],
        },
      }),
    ).toEqual({ categoryField: 'a', valueFields: ['b'], columns: [{ prop: 'a', label: 'A' }] });
    expect(reportConfigOf({ report: 'bar' })).toEqual({});
  });
});
