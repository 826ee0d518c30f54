import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextWidget } from './TextWidget.js';

const meta = {
  title: 'Widgets/text',
  component: TextWidget,
  args: { content: '请假须提前三天申请' },
  parameters: { jnpfKey: 'text' },
} satisfies Meta<typeof TextWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请假须提前三天申请')).toBeInTheDocument();
  },
};

/** The schema's text style reaches the paragraph. */
export const Styled: Story = {
  args: { textStyle: { color: 'rgb(255, 0, 0)' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('请假须提前三天申请')).toHaveStyle({ color: 'rgb(255, 0, 0)' });
  },
};
