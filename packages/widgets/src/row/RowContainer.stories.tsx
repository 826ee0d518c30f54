import type { Meta, StoryObj } from '@storybook/react-vite';
import { Col } from 'antd';
import { expect } from 'storybook/test';
import { RowContainer } from './RowContainer.js';

const meta = {
  title: 'Layout/row',
  component: RowContainer,
  args: {
    gutter: 15,
    children: [
      <Col key="a" span={12}>
        左栏
      </Col>,
      <Col key="b" span={12}>
        右栏
      </Col>,
    ],
  },
  parameters: { jnpfKey: 'row' },
} satisfies Meta<typeof RowContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('左栏')).toHaveClass('ant-col-12');
    await expect(canvas.getByText('右栏')).toHaveClass('ant-col-12');
  },
};
