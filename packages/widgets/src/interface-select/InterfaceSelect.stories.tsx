import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { InterfaceSelect } from './InterfaceSelect.js';
import { interfaceFixtureProvider } from './interface-fixtures.js';

const meta = {
  title: 'Designer/interfaceSelect',
  component: InterfaceSelect,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { dataProvider: interfaceFixtureProvider() },
  render: controlled(InterfaceSelect),
} satisfies Meta<typeof InterfaceSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is on document.body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** antd spaces two-character button texts (确 定). */
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('combobox'));
  return within(await page(canvasElement).findByRole('dialog'));
}

/** Check a row and confirm: the field stores the id and shows the name. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('选择数据接口')).toBeInTheDocument();
    await expect(dialog.getByRole('columnheader', { name: '名称' })).toBeInTheDocument();
    await expect(dialog.getByRole('columnheader', { name: '编码' })).toBeInTheDocument();
    const confirm = dialog.getByRole('button', button('确定'));
    await expect(confirm).toBeDisabled();
    await userEvent.click(await dialog.findByText('客户列表'));
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onChange).toHaveBeenLastCalledWith('di-customers');
    await expect(await canvas.findByText('客户列表')).toBeInTheDocument();
  },
};

/** A stored id shows the name the form keeps beside it. */
export const WithValue: Story = {
  args: { value: 'di-cities', title: '城市列表' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('城市列表')).toBeInTheDocument();
    const dialog = await openDialog(canvasElement);
    const row = (await dialog.findByText('城市列表')).closest('tr') as HTMLElement;
    await expect(within(row).getByRole('radio')).toBeChecked();
  },
};

/** The keyword narrows the list to names or codes that hold it. */
export const Searching: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findByText('客户列表');
    await userEvent.type(dialog.getByPlaceholderText('请输入关键词'), '城市');
    await userEvent.click(dialog.getByRole('button', button('查询')));
    await waitFor(() => expect(dialog.queryByText('客户列表')).not.toBeInTheDocument());
    await expect(dialog.getByText('城市列表')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', button('重置')));
    await expect(await dialog.findByText('客户列表')).toBeInTheDocument();
  },
};

/** 23 interfaces: 20 on the first page, 3 on the second. */
export const Paging: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await dialog.findByText('客户列表');
    await expect(dialog.getAllByRole('radio')).toHaveLength(20);
    await userEvent.click(dialog.getByTitle('2'));
    await expect(await dialog.findByText('币种列表')).toBeInTheDocument();
    await expect(dialog.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(dialog.getByText('银行账户'));
    await userEvent.click(dialog.getByRole('button', button('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith('di-bankAccounts');
  },
};

/** Without paging every interface is listed at once. */
export const WithoutPaging: Story = {
  args: { hasPage: false },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText('币种列表')).toBeInTheDocument();
    await expect(dialog.getAllByRole('radio')).toHaveLength(23);
    await expect(dialog.queryByTitle('下一页')).not.toBeInTheDocument();
  },
};

/** Opening again starts from page 1 without a keyword; cancelling kept the value. */
export const ReopenStartsOver: Story = {
  play: async ({ canvasElement, args }) => {
    let dialog = await openDialog(canvasElement);
    await dialog.findByText('客户列表');
    await userEvent.type(dialog.getByPlaceholderText('请输入关键词'), '订单{Enter}');
    await waitFor(() => expect(dialog.queryByText('客户列表')).not.toBeInTheDocument());
    await userEvent.click(dialog.getByRole('button', button('取消')));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText('客户列表')).toBeInTheDocument();
    await expect(dialog.getByPlaceholderText('请输入关键词')).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const NoInterfaces: Story = {
  parameters: {
    dataProvider: {
      dataInterfaces: async () => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText('暂无数据', { ignore: 'title' })).toBeInTheDocument();
    await expect(dialog.getByRole('button', button('确定'))).toBeDisabled();
  },
};

/** A failed call stops loading, with no message. */
export const LoadFails: Story = {
  parameters: { dataProvider: { dataInterfaces: () => Promise.reject(new Error('offline')) } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findByText('暂无数据', { ignore: 'title' })).toBeInTheDocument();
    await expect(page(canvasElement).queryByText('offline')).not.toBeInTheDocument();
  },
};

/** The field is reached with Tab and opens on Enter. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await page(canvasElement).findByRole('dialog')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'di-cities', title: '城市列表', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: 'di-cities', title: '城市列表', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('城市列表')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};
