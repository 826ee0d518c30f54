import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { AutoCompleteWidget } from './AutoCompleteWidget.js';
import { customerRows } from './fixtures.js';

const meta = {
  title: 'Widgets/autoComplete',
  component: AutoCompleteWidget,
  args: { interfaceId: 'if-customers', relationField: 'customerName', placeholder: '请输入', onChange: fn() },
  parameters: { jnpfKey: 'autoComplete', dataProvider: { interfaceList: fn(customerRows) } },
  render: controlled(AutoCompleteWidget),
} satisfies Meta<typeof AutoCompleteWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The suggestions open in a popup on document.body, outside the story's canvas. */
const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Typing asks the interface for matching rows; picking one stores its text. */
export const Suggests: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), '华');
    await userEvent.click(await popup(canvasElement).findByTitle('华润万家'));
    await expect(args.onChange).toHaveBeenLastCalledWith('华润万家');
  },
};

/** A text no row holds is kept as typed. */
export const FreeText: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('combobox'), '新客户');
    await expect(args.onChange).toHaveBeenLastCalledWith('新客户');
  },
};

export const ReadOnly: Story = {
  args: { value: '腾讯科技', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('腾讯科技')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};
