import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { InputWidget } from './InputWidget.js';

const meta = {
  title: 'Widgets/input',
  component: InputWidget,
  args: { placeholder: '请输入', onChange: fn() },
  parameters: { jnpfKey: 'input' },
  render: controlled(InputWidget),
} satisfies Meta<typeof InputWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByPlaceholderText('请输入'), '张三');
    await expect(canvas.getByDisplayValue('张三')).toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith('张三');
  },
};

export const WithValue: Story = {
  args: { value: 'Formwork' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('Formwork')).toBeInTheDocument();
  },
};

/** JNPF `__slot__.prepend/append` and maxlength with the word count. */
export const PrependAppendAndWordLimit: Story = {
  args: { value: 'abc', prepend: 'http://', append: '.com', maxlength: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('http://')).toBeInTheDocument();
    await expect(canvas.getByText('.com')).toBeInTheDocument();
    await expect(canvas.getByText('3 / 10')).toBeInTheDocument();
    await expect(canvas.getByDisplayValue('abc')).toHaveAttribute('maxlength', '10');
  },
};

export const Clearable: Story = {
  args: { value: '待清除', clearable: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /close-circle/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByDisplayValue('待清除')).not.toBeInTheDocument();
  },
};

export const Password: Story = {
  args: { value: 'secret1', showPassword: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('secret1')).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { value: '不可编辑', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('不可编辑')).toBeDisabled();
  },
};

/** Detail and read-only modes show text, not a box. */
export const ReadOnly: Story = {
  args: { value: '只读值', prepend: '¥', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/只读值/)).toHaveTextContent('¥只读值');
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
