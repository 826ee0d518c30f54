import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { RadioWidget } from './RadioWidget.js';

const options = [
  { fullName: '事假', id: 'personal' },
  { fullName: '病假', id: 'sick' },
  { fullName: '年假', id: 'annual' },
];

const meta = {
  title: 'Widgets/radio',
  component: RadioWidget,
  args: { options, onChange: fn() },
  parameters: { jnpfKey: 'radio' },
  render: controlled(RadioWidget),
} satisfies Meta<typeof RadioWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '病假' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('sick');
    await expect(canvas.getByRole('radio', { name: '病假' })).toBeChecked();
  },
};

export const WithValue: Story = {
  args: { value: 'annual' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: '年假' })).toBeChecked();
  },
};

export const ButtonStyle: Story = {
  args: { value: 'personal', optionType: 'button' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('年假'));
    await expect(args.onChange).toHaveBeenLastCalledWith('annual');
  },
};

export const Vertical: Story = {
  args: { direction: 'vertical' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.ant-radio-group')).toHaveStyle({ flexDirection: 'column' });
  },
};

/** Options keyed by JNPF `props` {label, value} instead of fullName / id. */
export const OptionsMapping: Story = {
  args: {
    options: [
      { text: '男', code: 1 },
      { text: '女', code: 2 },
    ],
    props: { label: 'text', value: 'code' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '女' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(2);
  },
};

export const Disabled: Story = {
  args: { value: 'sick', disabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Read-only shows the label, never the stored value. */
export const ReadOnly: Story = {
  args: { value: 'sick', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('病假')).toBeInTheDocument();
    await expect(canvas.queryByText('sick')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
  },
};
