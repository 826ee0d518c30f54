import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CollapseContainer } from './CollapseContainer.js';

const meta = {
  title: 'Layout/collapse',
  component: CollapseContainer,
  args: {
    panes: [
      { key: 'a', title: '基本信息', content: '姓名与部门' },
      { key: 'b', title: '费用明细', content: '报销金额' },
    ],
  },
  parameters: { jnpfKey: 'collapse' },
} satisfies Meta<typeof CollapseContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOpen: Story = {
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('button');
    await expect(headers.map((h) => h.getAttribute('aria-expanded'))).toEqual(['true', 'true']);
  },
};

export const Accordion: Story = {
  args: { accordion: true },
  play: async ({ canvas }) => {
    const headers = canvas.getAllByRole('tab');
    await expect(headers.map((h) => h.getAttribute('aria-expanded'))).toEqual(['true', 'false']);
  },
};
