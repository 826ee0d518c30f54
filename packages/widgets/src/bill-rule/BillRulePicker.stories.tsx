import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { BillRulePicker } from './BillRulePicker.js';
import { billRuleFixtureProvider } from './bill-rule-fixtures.js';

const meta = {
  title: 'Designer/billRulePicker',
  component: BillRulePicker,
  args: { onChange: fn() },
  parameters: { dataProvider: billRuleFixtureProvider() },
  render: controlled(BillRulePicker),
} satisfies Meta<typeof BillRulePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options open in a popup on document.body, outside the story's canvas. */
const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The rules show by name; choosing one stores its enCode. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('请选择')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await popup(canvasElement).findByTitle('请假单号'));
    await expect(args.onChange).toHaveBeenLastCalledWith('leaveNo');
    await expect(canvas.getByTitle('请假单号')).toBeInTheDocument();
  },
};

/** A stored enCode shows as its rule's name. */
export const WithValue: Story = {
  args: { value: 'leaveNo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTitle('请假单号')).toBeInTheDocument();
  },
};

/** Typing asks billRules with the keyword and lists what it answers. */
export const Searching: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), '报销');
    const list = popup(canvasElement);
    await expect(await list.findByTitle('报销单号')).toBeInTheDocument();
    await waitFor(() => expect(list.queryByTitle('请假单号')).not.toBeInTheDocument());
  },
};

export const NoRules: Story = {
  parameters: { dataProvider: { billRules: async () => [] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await popup(canvasElement).findByText('暂无数据', { ignore: 'title' })).toBeInTheDocument();
  },
};

/** A failed call stops loading: the list is empty, without a message. */
export const LoadFails: Story = {
  parameters: { dataProvider: { billRules: () => Promise.reject(new Error('offline')) } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await popup(canvasElement).findByText('暂无数据', { ignore: 'title' })).toBeInTheDocument();
    await expect(popup(canvasElement).queryByText('offline')).not.toBeInTheDocument();
  },
};

/** Reached with Tab, opened with Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await popup(canvasElement).findByTitle('请假单号')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'leaveNo', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};
