import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { buttonNamed, openPicker, page } from '../picker-dialog/story-helpers.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { UsersSelectWidget } from './UserSelectWidget.js';

const meta = {
  title: 'Widgets/usersSelect',
  component: UsersSelectWidget,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'usersSelect', dataProvider: orgFixtureProvider() },
  render: controlled(UsersSelectWidget),
} satisfies Meta<typeof UsersSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Multiple by default: picks add up, a second click on the same user is ignored. */
export const Multiple: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '当前组织' }));
    const choices = within(dialog.getByRole('region', { name: '可选' }));
    await userEvent.click(await choices.findByText('张三/zhangsan'));
    await userEvent.click(choices.getByText('李四/lisi'));
    await userEvent.click(choices.getByText('张三/zhangsan'));
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    await expect(selected.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(['u-zhangsan', 'u-lisi']);
    await expect(canvas.getByText('张三/zhangsan')).toBeInTheDocument();
    await expect(canvas.getByText('李四/lisi')).toBeInTheDocument();
  },
};

/** Stored ids show their names, the system variable as 当前用户. */
export const WithValue: Story = {
  args: { value: ['u-zhangsan', 'currentUser', 'u-wangwu'] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('王五/wangwu')).toBeInTheDocument();
    await expect(canvas.getByText('张三/zhangsan')).toBeInTheDocument();
    await expect(canvas.getByText('当前用户')).toBeInTheDocument();
  },
};

/** A tag's close icon removes that user without opening the dialog. */
export const RemoveOne: Story = {
  args: { value: ['u-zhangsan', 'u-lisi'] },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('李四/lisi');
    // antd hides the tags' close icons from assistive technology; a mouse still clicks them.
    const [first] = canvas.getAllByRole('img', { name: 'close', hidden: true });
    if (first) await userEvent.click(first);
    await expect(args.onChange).toHaveBeenLastCalledWith(['u-lisi']);
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { value: ['u-zhangsan', 'u-wangwu'], readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('张三/zhangsan,王五/wangwu')).toBeInTheDocument();
  },
};

/** multiple: false in the field's props turns it into a single picker. */
export const SingleWhenTold: Story = {
  args: { multiple: false },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '我的下属' }));
    await userEvent.click(await dialog.findByText('李四/lisi'));
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith('u-lisi');
  },
};
