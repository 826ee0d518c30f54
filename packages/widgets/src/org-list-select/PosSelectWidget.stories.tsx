import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { page, TEXT_ONLY } from '../picker-dialog/story-helpers.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { PosSelectWidget } from './OrgListWidgets.js';

const meta = {
  title: 'Widgets/posSelect',
  component: PosSelectWidget,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'posSelect', dataProvider: orgFixtureProvider() },
  render: controlled(PosSelectWidget),
} satisfies Meta<typeof PosSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Positions sit under their departments; only a position can be chosen. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('请选择')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox'));
    const popup = page(canvasElement);
    await userEvent.click(await popup.findByText('研发部'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(popup.getByText('后端工程师'));
    await expect(args.onChange).toHaveBeenLastCalledWith('pos-be');
  },
};

export const WithValue: Story = {
  args: { value: 'pos-acc' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('会计')).toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: { multiple: true, value: ['pos-fe'] },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('前端工程师');
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await page(canvasElement).findByText('会计'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['pos-fe', 'pos-acc']);
  },
};

/** Typing narrows the tree to matching positions. */
export const Searching: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await page(canvasElement).findByText('会计');
    await userEvent.type(canvas.getByRole('combobox'), '工程师');
    await expect(page(canvasElement).getByText('后端工程师')).toBeInTheDocument();
    await expect(page(canvasElement).queryByText('会计')).not.toBeInTheDocument();
  },
};

export const NothingFound: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await page(canvasElement).findByText('会计');
    await userEvent.type(canvas.getByRole('combobox'), '不存在');
    await expect(page(canvasElement).getByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'pos-fe', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: ['pos-fe', 'pos-acc'], multiple: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('前端工程师,会计')).toBeInTheDocument();
  },
};

/** A failed list stops loading and shows nothing to choose, no message. */
export const ProviderFailure: Story = {
  parameters: { dataProvider: { positions: () => Promise.reject(new Error('网络错误')) } },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(await page(canvasElement).findByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
    await expect(page(canvasElement).queryByText('网络错误')).not.toBeInTheDocument();
  },
};
