import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CardContainer } from './CardContainer.js';

const meta = {
  title: 'Layout/card',
  component: CardContainer,
  args: { title: '申请人', children: '卡片内容' },
  parameters: { jnpfKey: 'card' },
} satisfies Meta<typeof CardContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('申请人')).toBeInTheDocument();
    await expect(canvas.getByText('卡片内容')).toBeInTheDocument();
  },
};

export const Untitled: Story = {
  args: { title: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-card-head')).toBeNull();
  },
};
