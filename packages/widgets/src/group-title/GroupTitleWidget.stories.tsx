import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { GroupTitleWidget } from './GroupTitleWidget.js';

const meta = {
  title: 'Widgets/groupTitle',
  component: GroupTitleWidget,
  args: { content: '基本信息' },
  parameters: { jnpfKey: 'groupTitle' },
} satisfies Meta<typeof GroupTitleWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '基本信息' })).toBeInTheDocument();
  },
};

/** Help text shows as a mark beside the title. */
export const WithHelp: Story = {
  args: { tipLabel: '申请人的基本情况' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('(?)')).toBeInTheDocument();
  },
};
