import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { TextareaWidget } from './TextareaWidget.js';

const meta = {
  title: 'Widgets/textarea',
  component: TextareaWidget,
  args: { placeholder: '请输入说明', onChange: fn() },
  parameters: { jnpfKey: 'textarea' },
  render: controlled(TextareaWidget),
} satisfies Meta<typeof TextareaWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByPlaceholderText('请输入说明'), '第一行{enter}第二行');
    await expect(args.onChange).toHaveBeenLastCalledWith('第一行\n第二行');
  },
};

export const WithValueAndWordLimit: Story = {
  args: { value: '请假三天', maxlength: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('请假三天')).toBeInTheDocument();
    await expect(canvas.getByText('4 / 200')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: '不可编辑', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('不可编辑')).toBeDisabled();
  },
};

/** The writer's line breaks survive in the detail view. */
export const ReadOnly: Story = {
  args: { value: '第一行\n第二行', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/第一行/)).toHaveStyle({ whiteSpace: 'pre-wrap' });
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
