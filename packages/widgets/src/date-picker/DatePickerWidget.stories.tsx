import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { DatePickerWidget } from './DatePickerWidget.js';

// Built from local time, so the shown text is the same in every time zone.
const march15 = new Date(2024, 2, 15, 9, 30, 5).getTime();

const meta = {
  title: 'Widgets/datePicker',
  component: DatePickerWidget,
  args: { placeholder: '请选择日期', onChange: fn() },
  parameters: { jnpfKey: 'datePicker' },
  render: controlled(DatePickerWidget),
} satisfies Meta<typeof DatePickerWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel speaks Chinese (今天) through the story book's zh_CN ConfigProvider; the value is epoch ms. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByPlaceholderText('请选择日期'));
    await userEvent.click(within(canvasElement.ownerDocument.body).getByText('今天'));
    await expect(args.onChange).toHaveBeenCalledWith(expect.any(Number));
  },
};

export const WithValue: Story = {
  args: { value: march15 },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2024-03-15')).toBeInTheDocument();
  },
};

export const DateTime: Story = {
  args: { value: march15, type: 'datetime' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2024-03-15 09:30:05')).toBeInTheDocument();
  },
};

export const Month: Story = {
  args: { value: march15, type: 'month' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2024-03')).toBeInTheDocument();
  },
};

export const Year: Story = {
  args: { value: march15, type: 'year' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2024')).toBeInTheDocument();
  },
};

/** JNPF stores element-ui formats (yyyy/MM/dd); they are shown as dayjs would. */
export const JnpfFormat: Story = {
  args: { value: march15, format: 'yyyy/MM/dd' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2024/03/15')).toBeInTheDocument();
  },
};

export const Clearable: Story = {
  args: { value: march15 },
  play: async ({ canvasElement, args }) => {
    const clear = canvasElement.querySelector('.ant-picker-clear');
    await expect(clear).not.toBeNull();
    if (clear) await userEvent.click(clear);
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Disabled: Story = {
  args: { value: march15, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2024-03-15')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: march15, type: 'datetime', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2024-03-15 09:30:05')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
