import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { SwitchWidget } from './SwitchWidget.js';

const meta = {
  title: 'Widgets/switch',
  component: SwitchWidget,
  args: { onChange: fn() },
  parameters: { jnpfKey: 'switch' },
  render: controlled(SwitchWidget),
} satisfies Meta<typeof SwitchWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** JNPF stores 1 and 0 by default. */
export const Off: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onChange).toHaveBeenLastCalledWith(1);
    await expect(toggle).toBeChecked();
    await expect(canvas.getByText('开')).toBeInTheDocument();
  },
};

export const On: Story = {
  args: { value: 1 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('switch'));
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

export const CustomTextsAndValues: Story = {
  args: { value: 'yes', activeValue: 'yes', inactiveValue: 'no', activeTxt: '启用', inactiveTxt: '停用' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
    await userEvent.click(canvas.getByRole('switch'));
    await expect(args.onChange).toHaveBeenLastCalledWith('no');
  },
};

export const Disabled: Story = {
  args: { value: 1, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: '1', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('开')).toBeInTheDocument();
    await expect(canvas.queryByRole('switch')).not.toBeInTheDocument();
  },
};
