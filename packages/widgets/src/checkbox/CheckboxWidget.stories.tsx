import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { CheckboxWidget } from './CheckboxWidget.js';

const options = [
  { fullName: '阅读', id: 'read' },
  { fullName: '运动', id: 'sport' },
  { fullName: '音乐', id: 'music' },
];

const meta = {
  title: 'Widgets/checkbox',
  component: CheckboxWidget,
  args: { options, onChange: fn() },
  parameters: { jnpfKey: 'checkbox' },
  render: controlled(CheckboxWidget),
} satisfies Meta<typeof CheckboxWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '音乐' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '阅读' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['read', 'music']);
  },
};

export const WithValue: Story = {
  args: { value: ['sport'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: '运动' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: '运动' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Toggle buttons; a second click takes the choice back. */
export const ButtonStyle: Story = {
  args: { value: ['read'], optionType: 'button' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByText('音乐'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['read', 'music']);
    await userEvent.click(canvas.getByText('阅读'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['music']);
  },
};

export const OptionsMapping: Story = {
  args: {
    options: [
      { name: '红', key: 'r' },
      { name: '绿', key: 'g' },
    ],
    props: { label: 'name', value: 'key' },
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '绿' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['g']);
  },
};

export const Disabled: Story = {
  args: { value: ['read'], disabled: true },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: ['read', 'music'], readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('阅读,音乐')).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
  },
};
