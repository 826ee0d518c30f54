import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LinkWidget } from './LinkWidget.js';

const meta = {
  title: 'Widgets/link',
  component: LinkWidget,
  args: { content: '查看制度', href: 'https://example.com/rules' },
  parameters: { jnpfKey: 'link' },
} satisfies Meta<typeof LinkWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewWindow: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: '查看制度' });
    await expect(link).toHaveAttribute('href', 'https://example.com/rules');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const SameWindow: Story = {
  args: { target: '_self' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('target', '_self');
  },
};
