import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AlertWidget } from './AlertWidget.js';

const meta = {
  title: 'Widgets/alert',
  component: AlertWidget,
  args: { title: '请如实填写', type: 'warning' },
  parameters: { jnpfKey: 'alert' },
} satisfies Meta<typeof AlertWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请如实填写');
  },
};

export const WithDescription: Story = {
  args: { description: '虚假信息将被退回' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('虚假信息将被退回')).toBeInTheDocument();
  },
};
