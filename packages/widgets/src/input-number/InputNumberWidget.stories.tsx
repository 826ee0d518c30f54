import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { InputNumberWidget } from './InputNumberWidget.js';

const meta = {
  title: 'Widgets/inputNumber',
  component: InputNumberWidget,
  args: { placeholder: '请输入数字', onChange: fn() },
  parameters: { jnpfKey: 'inputNumber' },
  render: controlled(InputNumberWidget),
} satisfies Meta<typeof InputNumberWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByPlaceholderText('请输入数字'), '42');
    await expect(args.onChange).toHaveBeenLastCalledWith(42);
  },
};

export const WithValueAndPrecision: Story = {
  args: { value: 3.5, precision: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('3.50')).toBeInTheDocument();
  },
};

export const Thousands: Story = {
  args: { value: 1234567.5, precision: 2, thousands: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('1,234,567.50')).toBeInTheDocument();
  },
};

/** Amount in Chinese capitals under the box (isAmountChinese), 整 when there are no decimals. */
export const AmountInChinese: Story = {
  args: { value: 1234.5, isAmountChinese: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('壹仟贰佰叁拾肆元伍角')).toBeInTheDocument();
    const box = canvas.getByDisplayValue('1234.5');
    await userEvent.clear(box);
    await userEvent.type(box, '100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
    await expect(canvas.getByText('壹佰元整')).toBeInTheDocument();
  },
};

export const AddonsAndLimits: Story = {
  args: { value: 5, min: 0, max: 10, addonBefore: '数量', addonAfter: '件' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('数量')).toBeInTheDocument();
    await expect(canvas.getByText('件')).toBeInTheDocument();
    await expect(canvas.getByRole('spinbutton')).toHaveAttribute('aria-valuemax', '10');
  },
};

export const Disabled: Story = {
  args: { value: 7, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('spinbutton')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: 1234567.5, precision: 2, thousands: true, addonAfter: '元', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/1,234,567\.50/)).toHaveTextContent('1,234,567.50元');
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
  },
};
