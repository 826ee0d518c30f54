import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ButtonWidget } from './ButtonWidget.js';

const meta = {
  title: 'Widgets/button',
  component: ButtonWidget,
  args: { buttonText: '查询库存', type: 'primary' },
  parameters: { jnpfKey: 'button' },
} satisfies Meta<typeof ButtonWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '查询库存' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '查询库存' })).toBeDisabled();
  },
};
