import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { DataProvider } from '../data-provider/index.js';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { buttonNamed, openPicker, page, pressEscape, TEXT_ONLY } from '../picker-dialog/story-helpers.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { UserSelectWidget } from './UserSelectWidget.js';

const meta = {
  title: 'Widgets/userSelect',
  component: UserSelectWidget,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'userSelect', dataProvider: orgFixtureProvider() },
  render: controlled(UserSelectWidget),
} satisfies Meta<typeof UserSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty field; the dialog browses the tree from 总公司 down to 研发部's people. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('请选择')).toBeInTheDocument();
    const dialog = await openPicker(canvasElement);
    await expect(dialog.getByText('选择用户')).toBeInTheDocument();
    for (const tab of ['全部数据', '当前组织', '我的下属', '系统变量']) {
      await expect(dialog.getByRole('tab', { name: tab })).toBeInTheDocument();
    }
    await userEvent.click(await dialog.findByText('总公司'));
    await userEvent.click(await dialog.findByText('研发部'));
    await userEvent.click(await dialog.findByText('张三/zhangsan'));
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith('u-zhangsan');
    await expect(await canvas.findByText('张三/zhangsan')).toBeInTheDocument();
  },
};

/** A stored id shows its name, fetched with usersByIds. */
export const WithValue: Story = {
  args: { value: 'u-wangwu' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('王五/wangwu')).toBeInTheDocument();
  },
};

/** The system variable shows 当前用户 without asking the server. */
export const CurrentUserValue: Story = {
  args: { value: 'currentUser' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('当前用户')).toBeInTheDocument();
  },
};

/** Single mode: a second pick replaces the first. */
export const SinglePickReplaces: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '当前组织' }));
    await userEvent.click(await dialog.findByText('张三/zhangsan'));
    await userEvent.click(dialog.getByText('李四/lisi'));
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    await expect(selected.queryByText('张三/zhangsan')).not.toBeInTheDocument();
    await expect(selected.getByText('李四/lisi')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith('u-lisi');
  },
};

/** Typing a keyword and pressing Enter lists the matching users from anywhere in the tree. */
export const Searching: Story = {
  play: async ({ canvasElement, parameters }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.type(dialog.getByPlaceholderText('请输入关键词'), 'wang{Enter}');
    await expect(await dialog.findByText('王五/wangwu')).toBeInTheDocument();
    await expect(dialog.getByText('总公司/财务部')).toBeInTheDocument();
    await expect(dialog.queryByText('张三/zhangsan')).not.toBeInTheDocument();
    const provider = parameters.dataProvider as Pick<DataProvider, 'userTree'>;
    await expect(provider.userTree).toHaveBeenCalledWith({ nodeId: '0', keyword: 'wang' }, expect.anything());
  },
  parameters: { dataProvider: { ...orgFixtureProvider(), userTree: fn(orgFixtureProvider().userTree) } },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.type(dialog.getByPlaceholderText('请输入关键词'), '不存在{Enter}');
    // Nothing found on the left, nothing chosen on the right.
    await expect(await dialog.findAllByText('暂无数据', TEXT_ONLY)).toHaveLength(2);
  },
};

export const CurrentOrganizeTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '当前组织' }));
    await expect(await dialog.findByText('张三/zhangsan')).toBeInTheDocument();
    await expect(dialog.getByText('李四/lisi')).toBeInTheDocument();
    await expect(dialog.queryByText('王五/wangwu')).not.toBeInTheDocument();
  },
};

export const SubordinatesTab: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '我的下属' }));
    await expect(await dialog.findByText('李四/lisi')).toBeInTheDocument();
    await expect(dialog.queryByText('张三/zhangsan')).not.toBeInTheDocument();
  },
};

/** 系统变量 holds one entry, 当前用户, stored as currentUser. */
export const SystemVariablesTab: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('tab', { name: '系统变量' }));
    await userEvent.click(await dialog.findByText('当前用户'));
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith('currentUser');
    await expect(canvas.getByText('当前用户')).toBeInTheDocument();
  },
};

/** 清空列表 empties the selection; confirming then clears the field. */
export const ClearAll: Story = {
  args: { value: 'u-zhangsan' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    await expect(await selected.findByText('张三/zhangsan')).toBeInTheDocument();
    await userEvent.click(selected.getByRole('button', { name: '清空列表' }));
    await expect(selected.getByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

/** Cancel leaves the value as it was. */
export const Cancel: Story = {
  args: { value: 'u-zhangsan' },
  play: async ({ canvasElement, args }) => {
    const dialog = await openPicker(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '移除张三/zhangsan' }));
    await userEvent.click(dialog.getByRole('button', buttonNamed('取消')));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The field opens on Enter and the dialog closes on Escape. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    canvas.getByRole('combobox').focus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByRole('dialog')).toBeInTheDocument();
    await pressEscape(canvasElement);
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** The clear icon empties the field to null without opening the dialog. */
export const Clear: Story = {
  args: { value: 'u-zhangsan' },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('张三/zhangsan');
    await userEvent.click(canvas.getByRole('img', { name: 'close-circle', hidden: true }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('请选择')).toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'u-zhangsan', disabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('张三/zhangsan')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox'));
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { value: 'u-lisi', readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('李四/lisi')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};

/** A failed list stops loading and says nothing but 暂无数据. */
export const ProviderFailure: Story = {
  parameters: {
    dataProvider: { ...orgFixtureProvider(), userTree: () => Promise.reject(new Error('网络错误')) },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openPicker(canvasElement);
    await expect(await dialog.findAllByText('暂无数据', TEXT_ONLY)).toHaveLength(2);
    await expect(page(canvasElement).queryByText('网络错误')).not.toBeInTheDocument();
  },
};
