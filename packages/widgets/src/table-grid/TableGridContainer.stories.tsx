import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TableGridContainer } from './TableGridContainer.js';

const meta = {
  title: 'Layout/tableGrid',
  component: TableGridContainer,
  args: {
    cells: [
      { key: 'title', row: 0, column: 0, colspan: 2, rowspan: 1, content: '报销单' },
      { key: 'name', row: 1, column: 0, colspan: 1, rowspan: 1, content: '姓名' },
      { key: 'amount', row: 1, column: 1, colspan: 1, rowspan: 1, content: '金额' },
    ],
  },
  parameters: { jnpfKey: 'tableGrid' },
} satisfies Meta<typeof TableGridContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A header cell spanning both columns above a row of two. */
export const Merged: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '报销单' })).toHaveAttribute('colspan', '2');
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Dashed: Story = {
  args: { borderType: 'dashed', borderColor: 'rgb(0, 0, 255)', borderWidth: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('cell', { name: '姓名' }).style.border).toBe('2px dashed rgb(0, 0, 255)');
  },
};
