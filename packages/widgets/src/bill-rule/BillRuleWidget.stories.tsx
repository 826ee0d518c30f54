import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { BillRuleWidget } from './BillRuleWidget.js';

const meta = {
  title: 'Widgets/billRule',
  component: BillRuleWidget,
  args: { rule: 'leaveNo', onChange: fn() },
  // No provider methods: the field never asks for a number (the server issues it on save).
  parameters: { jnpfKey: 'billRule', dataProvider: {} },
  render: controlled(BillRuleWidget),
} satisfies Meta<typeof BillRuleWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record: 系统自动生成 until it is saved; typing changes nothing. */
export const NotYetNumbered: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByPlaceholderText('系统自动生成');
    await expect(field).toHaveValue('');
    await userEvent.type(field, 'QJ1');
    await expect(field).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Numbered: Story = {
  args: { value: 'QJ2026112300001' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('QJ2026112300001');
  },
};

export const ReadOnly: Story = {
  args: { value: 'QJ2026112300001', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('QJ2026112300001')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
