import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { buttonNamed, openPicker, page, TEXT_ONLY } from '../picker-dialog/story-helpers.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { DepSelectWidget } from './DepSelectWidget.js';

const meta = {
  title: 'Widgets/depSelect',
  component: DepSelectWidget,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'depSelect', dataProvider: orgFixtureProvider() },
  render: controlled(DepSelectWidget),
} satisfies Meta<typeof DepSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const regions = (dialog: ReturnType<typeof within>) => ({
  choices: within(dialog.getByRole('region', { name: '可选' })),
  selected: within(dialog.getByRole('region', { name: '已选' })),
});

/** Picking a department stores its id; the company above it cannot be picked. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await expect(dialog.getByText('选择部门')).toBeInTheDocument();
    const { choices, selected } = regions(dialog);
    await userEvent.click(await choices.findByText('总公司'));
    await expect(selected.getByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
    await userEvent.click(choices.getByText('财务部'));
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith('dep-fin');
    await expect(canvas.getByText('财务部')).toBeInTheDocument();
  },
};

export const WithValue: Story = {
  args: { value: 'dep-rd' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('研发部')).toBeInTheDocument();
  },
};

/** Multiple mode stores ids and ignores a department picked twice. */
export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const { choices, selected } = regions(dialog);
    await userEvent.click(await choices.findByText('研发部'));
    await userEvent.click(choices.getByText('财务部'));
    await userEvent.click(choices.getByText('研发部'));
    await expect(selected.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(['dep-rd', 'dep-fin']);
  },
};

export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    const { choices } = regions(dialog);
    await userEvent.type(choices.getByPlaceholderText('请输入关键词'), '研发{Enter}');
    await expect(await choices.findByText('研发部')).toBeInTheDocument();
    await expect(choices.queryByText('财务部')).not.toBeInTheDocument();
  },
};

/** The per-item remove in the selected list, then confirm: the field is emptied. */
export const RemoveInDialog: Story = {
  args: { value: 'dep-rd' },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('研发部');
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '移除研发部' }));
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** The clear icon empties the field without opening the dialog. */
export const Clear: Story = {
  args: { value: 'dep-rd' },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('研发部');
    await userEvent.click(canvas.getByRole('img', { name: 'close-circle', hidden: true }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'dep-rd', disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { value: ['dep-rd', 'dep-fin'], multiple: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('研发部,财务部')).toBeInTheDocument();
  },
};
