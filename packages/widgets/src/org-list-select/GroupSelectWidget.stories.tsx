import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { page, TEXT_ONLY } from '../picker-dialog/story-helpers.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { GroupSelectWidget } from './OrgListWidgets.js';

const meta = {
  title: 'Widgets/groupSelect',
  component: GroupSelectWidget,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'groupSelect', dataProvider: orgFixtureProvider() },
  render: controlled(GroupSelectWidget),
} satisfies Meta<typeof GroupSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await page(canvasElement).findByText('工会'));
    await expect(args.onChange).toHaveBeenLastCalledWith('grp-union');
  },
};

export const WithValue: Story = {
  args: { value: 'grp-tech' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('技术委员会')).toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await page(canvasElement).findByText('工会'));
    await userEvent.click(page(canvasElement).getByText('技术委员会'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['grp-union', 'grp-tech']);
  },
};

/** No groups at all: the list says 暂无数据. */
export const NoGroups: Story = {
  parameters: { dataProvider: { groups: async () => [] } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await page(canvasElement).findByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'grp-tech', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: ['grp-tech', 'grp-union'], multiple: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('技术委员会,工会')).toBeInTheDocument();
  },
};
