import type { FieldSchema } from '@formwork/schema';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gridCellsOf, newGridRows } from './grid-cells.js';
import { TableGridContainer } from './TableGridContainer.js';

const td = (label: string, props: Record<string, unknown> = {}): FieldSchema => ({
  jnpfKey: 'tableGridTd',
  props,
  children: [{ jnpfKey: 'text', props: { content: label } }],
});

/** A 2x2 grid whose first cell spans both rows, so the cell below it is merged away. */
const grid: FieldSchema = {
  jnpfKey: 'tableGrid',
  children: [
    { jnpfKey: 'tableGridTr', children: [td('甲', { rowspan: 2 }), td('乙')] },
    { jnpfKey: 'tableGridTr', children: [td('丙', { merged: true }), td('丁')] },
  ],
};

describe('table grid', () => {
  it('places the cells it draws and leaves out merged ones', () => {
    expect(gridCellsOf(grid).map(({ place }) => place)).toEqual([
      { row: 0, column: 0, colspan: 1, rowspan: 2 },
      { row: 0, column: 1, colspan: 1, rowspan: 1 },
      { row: 1, column: 1, colspan: 1, rowspan: 1 },
    ]);
  });

  it('draws the cells with their spans', () => {
    const cells = gridCellsOf(grid).map(({ cell, place }, index) => ({
      ...place,
      key: String(index),
      content: String(cell.children?.[0]?.props?.content),
    }));
    render(<TableGridContainer cells={cells} />);
    expect(screen.getByRole('cell', { name: '甲' }).getAttribute('rowspan')).toBe('2');
    expect(screen.queryByRole('cell', { name: '丙' })).toBeNull();
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual(['甲乙', '丁']);
  });

  it('starts a new grid with plain cells', () => {
    const rows = newGridRows(2, 3);
    expect(rows.map((row) => row.children?.length)).toEqual([3, 3]);
    expect(rows[0]?.children?.[0]?.props).toEqual({ colspan: 1, rowspan: 1, merged: false });
  });
});
