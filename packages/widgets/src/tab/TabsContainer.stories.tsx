import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TabsContainer } from './TabsContainer.js';

const meta = {
  title: 'Layout/tab',
  component: TabsContainer,
  args: {
    panes: [
      { key: 'a', title: '基本信息', content: '姓名与部门' },
      { key: 'b', title: '费用明细', content: '报销金额' },
    ],
  },
  parameters: { jnpfKey: 'tab' },
} satisfies Meta<typeof TabsContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '费用明细' }));
    await expect(canvas.getByRole('tab', { name: '费用明细' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** A hidden pane is drawn too: its fields keep their values. */
export const Card: Story = {
  args: { type: 'border-card' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('报销金额', { selector: '*' })).toBeInTheDocument();
  },
};
