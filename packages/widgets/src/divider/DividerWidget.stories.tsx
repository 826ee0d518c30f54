import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DividerWidget } from './DividerWidget.js';

const meta = {
  title: 'Widgets/divider',
  component: DividerWidget,
  args: { content: '出差信息', contentPosition: 'left' },
  parameters: { jnpfKey: 'divider' },
} satisfies Meta<typeof DividerWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Captioned: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveTextContent('出差信息');
  },
};

export const Bare: Story = {
  args: { content: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('separator')).toHaveTextContent('');
  },
};
