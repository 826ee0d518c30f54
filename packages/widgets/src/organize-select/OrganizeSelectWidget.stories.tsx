import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { buttonNamed, openPicker, page, pressEscape, TEXT_ONLY } from '../picker-dialog/story-helpers.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { OrganizeSelectWidget } from './OrganizeSelectWidget.js';

const meta = {
  title: 'Widgets/organizeSelect',
  component: OrganizeSelectWidget,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'organizeSelect', dataProvider: orgFixtureProvider() },
  render: controlled(OrganizeSelectWidget),
} satisfies Meta<typeof OrganizeSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const regions = (dialog: ReturnType<typeof within>) => ({
  choices: within(dialog.getByRole('region', { name: '可选' })),
  selected: within(dialog.getByRole('region', { name: '已选' })),
});

/** Picking 研发部 stores its path from 总公司; the field shows 研发部. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('请选择')).toBeInTheDocument();
    const dialog = await openPicker(canvasElement);
    await expect(dialog.getByText('选择组织')).toBeInTheDocument();
    const { choices, selected } = regions(dialog);
    await userEvent.click(await choices.findByText('研发部'));
    await expect(selected.getByText('总公司/研发部')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(['org-hq', 'dep-rd']);
    await expect(canvas.getByText('研发部')).toBeInTheDocument();
  },
};

/** A stored path shows its last name, built from the loaded tree. */
export const WithValue: Story = {
  args: { value: ['org-hq', 'dep-fin'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('财务部')).toBeInTheDocument();
  },
};

/** Single mode: a second pick replaces the first. */
export const SinglePickReplaces: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const { choices, selected } = regions(dialog);
    await userEvent.click(await choices.findByText('研发部'));
    await userEvent.click(choices.getByText('总公司'));
    await expect(selected.getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(['org-hq']);
  },
};

/** Multiple mode stores a list of paths and ignores the same path picked twice. */
export const Multiple: Story = {
  args: { multiple: true, value: [['org-hq', 'dep-rd']] },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('研发部');
    const dialog = await openPicker(canvasElement);
    const { choices, selected } = regions(dialog);
    await userEvent.click(await choices.findByText('研发部'));
    await userEvent.click(choices.getByText('财务部'));
    await expect(selected.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      ['org-hq', 'dep-rd'],
      ['org-hq', 'dep-fin'],
    ]);
    await expect(canvas.getByText('财务部')).toBeInTheDocument();
  },
};

/** The search box asks the provider for the matching branch. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const { choices } = regions(dialog);
    await choices.findByText('研发部');
    await userEvent.type(choices.getByPlaceholderText('请输入关键词'), '财务{Enter}');
    await expect(await choices.findByText('财务部')).toBeInTheDocument();
    await waitFor(() => expect(choices.queryByText('研发部')).not.toBeInTheDocument());
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const { choices } = regions(dialog);
    await userEvent.type(choices.getByPlaceholderText('请输入关键词'), '不存在{Enter}');
    await expect(await choices.findByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
  },
};

/** 清空列表 empties the selection; confirming stores an empty path. */
export const ClearAll: Story = {
  args: { value: ['org-hq', 'dep-rd'] },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('研发部');
    const dialog = await openPicker(canvasElement);
    const { selected } = regions(dialog);
    await userEvent.click(selected.getByRole('button', { name: '清空列表' }));
    await expect(selected.getByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Enter opens the dialog; Escape closes it without a change. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    canvas.getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByRole('dialog')).toBeInTheDocument();
    await pressEscape(canvasElement);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { value: ['org-hq', 'dep-rd'], disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('研发部')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { value: [['org-hq', 'dep-rd'], ['org-hq']], multiple: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('研发部,总公司')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** A failed tree stops loading, with no message. */
export const ProviderFailure: Story = {
  parameters: {
    dataProvider: { organizeTree: () => Promise.reject(new Error('网络错误')) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const { choices } = regions(dialog);
    await expect(await choices.findByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
    await expect(page(canvasElement).queryByText('网络错误')).not.toBeInTheDocument();
  },
};
