import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { TimePickerWidget } from './TimePickerWidget.js';

const meta = {
  title: 'Widgets/timePicker',
  component: TimePickerWidget,
  args: { placeholder: '请选择时间', onChange: fn() },
  parameters: { jnpfKey: 'timePicker' },
  render: controlled(TimePickerWidget),
} satisfies Meta<typeof TimePickerWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 此刻 (now) fills the time; the stored value is text in the format, HH:mm:ss by default. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByPlaceholderText('请选择时间'));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByText('此刻'));
    await expect(args.onChange).toHaveBeenCalledWith(expect.stringMatching(/^\d{2}:\d{2}:\d{2}$/));
  },
};

export const WithValue: Story = {
  args: { value: '09:30:00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('09:30:00')).toBeInTheDocument();
  },
};

export const HoursAndMinutes: Story = {
  args: { value: '18:45', format: 'HH:mm' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('18:45')).toBeInTheDocument();
  },
};

export const Clearable: Story = {
  args: { value: '09:30:00' },
  play: async ({ canvasElement, args }) => {
    const clear = canvasElement.querySelector('.ant-picker-clear');
    await expect(clear).not.toBeNull();
    if (clear) await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Disabled: Story = {
  args: { value: '09:30:00', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('09:30:00')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: '09:30:00', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('09:30:00')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
