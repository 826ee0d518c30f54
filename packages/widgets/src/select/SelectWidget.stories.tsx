import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { SelectWidget } from './SelectWidget.js';

const options = [
  { fullName: '事假', id: 'personal' },
  { fullName: '病假', id: 'sick' },
  { fullName: '年假', id: 'annual' },
];

const meta = {
  title: 'Widgets/select',
  component: SelectWidget,
  args: { options, placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'select' },
  render: controlled(SelectWidget),
} satisfies Meta<typeof SelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The option list opens in a popup on document.body, outside the story's canvas. */
const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('请选择')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(popup(canvasElement).getByText('年假'));
    await expect(args.onChange).toHaveBeenLastCalledWith('annual');
  },
};

export const WithValue: Story = {
  args: { value: 'sick' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('病假')).toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: { value: ['personal'], multiple: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(popup(canvasElement).getByText('年假'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['personal', 'annual']);
  },
};

/** Typing narrows the options by label. */
export const Filterable: Story = {
  args: { filterable: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), '病');
    await expect(popup(canvasElement).getByText('病假')).toBeInTheDocument();
    await expect(popup(canvasElement).queryByText('年假')).not.toBeInTheDocument();
  },
};

export const OptionsMapping: Story = {
  args: {
    value: 2,
    options: [
      { text: '男', code: 1 },
      { text: '女', code: 2 },
    ],
    props: { label: 'text', value: 'code' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('女')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'sick', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: ['personal', 'annual'], multiple: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('事假,年假')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};
