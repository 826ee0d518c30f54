import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { NumRangeWidget } from './NumRangeWidget.js';

const meta = {
  title: 'Widgets/numRange',
  component: NumRangeWidget,
  args: { onChange: fn() },
  parameters: { jnpfKey: 'numRange' },
  render: controlled(NumRangeWidget),
} satisfies Meta<typeof NumRangeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { value: [] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByPlaceholderText('最小值'), '3');
    await expect(args.onChange).toHaveBeenLastCalledWith([3, null]);
    await userEvent.type(canvas.getByPlaceholderText('最大值'), '8');
    await expect(args.onChange).toHaveBeenLastCalledWith([3, 8]);
  },
};

export const WithRange: Story = {
  args: { value: [10, 20] },
  play: async ({ canvas }) => {
    await expect(canvas.getByPlaceholderText('最小值')).toHaveValue('10');
    await expect(canvas.getByPlaceholderText('最大值')).toHaveValue('20');
  },
};

/** Clearing both bounds emits an empty list, not [null, null]. */
export const ClearedToEmptyList: Story = {
  args: { value: [1, 2] },
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByPlaceholderText('最小值'));
    await expect(args.onChange).toHaveBeenLastCalledWith([null, 2]);
    await userEvent.clear(canvas.getByPlaceholderText('最大值'));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const Disabled: Story = {
  args: { value: [1, 2], disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('spinbutton')) await expect(box).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: [1.5, 9], readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.5 - 9')).toBeInTheDocument();
  },
};
