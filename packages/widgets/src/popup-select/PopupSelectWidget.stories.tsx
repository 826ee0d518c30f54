import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { CUSTOMER_SOURCE, customerProvider } from './fixtures.js';
import { PopupSelectWidget } from './PopupSelectWidget.js';

const meta = {
  title: 'Widgets/popupSelect',
  component: PopupSelectWidget,
  args: { ...CUSTOMER_SOURCE, vModel: 'customer', onChange: fn() },
  parameters: { jnpfKey: 'popupSelect', dataProvider: customerProvider() },
  render: controlled(PopupSelectWidget),
} satisfies Meta<typeof PopupSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The popup is on document.body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const dialogOf = async (canvasElement: HTMLElement) => within(await page(canvasElement).findByRole('dialog'));
const closed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());

/** Nothing chosen: open, pick a customer, confirm; the field stores its id and shows its name. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByPlaceholderText('请选择');
    await userEvent.click(trigger);
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('选择数据')).toBeInTheDocument();
    for (const header of ['序号', '客户名称', '联系人', '电话']) {
      await expect(dialog.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await userEvent.click(await dialog.findByText('比亚迪股份有限公司'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('c2');
    await expect(trigger).toHaveValue('比亚迪股份有限公司');
    await closed(canvasElement);
  },
};

/** A stored value is shown by the name of the row the interface answers for it. */
export const WithValue: Story = {
  args: { value: 'c3' },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('美的集团股份有限公司'));
  },
};

/** Single selection keeps only the last row checked; 确定 works only once a row is checked. */
export const SingleSelection: Story = {
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: '确定' })).toBeDisabled();
    await userEvent.click(await dialog.findByText('华为技术有限公司'));
    await userEvent.click(dialog.getByText('海尔智家股份有限公司'));
    const checked = dialog.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    await expect(checked).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('c5');
  },
};

const searching = customerProvider();
/** 查询 sends the keyword from page 1; 重置 empties it; 刷新 asks again. */
export const Search: Story = {
  parameters: { dataProvider: searching },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByPlaceholderText('关键词'), '李娜');
    await userEvent.click(dialog.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(dialog.queryByText('华为技术有限公司')).not.toBeInTheDocument());
    await expect(dialog.getByText('比亚迪股份有限公司')).toBeInTheDocument();
    await expect(searching.interfaceList).toHaveBeenLastCalledWith(
      expect.objectContaining({ keyword: '李娜', currentPage: 1, pageSize: 10000 }),
      expect.anything(),
    );
    await userEvent.click(dialog.getByRole('button', { name: /重置/ }));
    await expect(await dialog.findByText('华为技术有限公司')).toBeInTheDocument();
    await expect(dialog.getByPlaceholderText('关键词')).toHaveValue('');
    const calls = searching.interfaceList.mock.calls.length;
    await userEvent.click(dialog.getByRole('button', { name: /刷新/ }));
    await waitFor(() => expect(searching.interfaceList).toHaveBeenCalledTimes(calls + 1));
  },
};

const paging = customerProvider();
/** Paged: 20 rows a page, numbered on across pages; reopening starts on page 1 again. */
export const Paged: Story = {
  args: { hasPage: true },
  parameters: { dataProvider: paging },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('textbox');
    await userEvent.click(trigger);
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('共 45 条')).toBeInTheDocument();
    await userEvent.click(dialog.getByTitle('2'));
    await expect(await dialog.findByRole('cell', { name: '21' })).toBeInTheDocument();
    await expect(paging.interfaceList).toHaveBeenLastCalledWith(
      expect.objectContaining({ currentPage: 2, pageSize: 20 }),
      expect.anything(),
    );
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    await closed(canvasElement);
    await userEvent.click(trigger);
    await expect(await (await dialogOf(canvasElement)).findByRole('cell', { name: '1' })).toBeInTheDocument();
    await expect(paging.interfaceList).toHaveBeenLastCalledWith(
      expect.objectContaining({ currentPage: 1, keyword: '' }),
      expect.anything(),
    );
  },
};

/** popupType drawer: the same list in a drawer of the configured width and title. */
export const Drawer: Story = {
  args: { popupType: 'drawer', popupTitle: '选择客户', popupWidth: '600px' },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const drawer = await dialogOf(canvasElement);
    await expect(drawer.getByText('选择客户')).toBeInTheDocument();
    await userEvent.click(await drawer.findByText('格力电器股份有限公司'));
    await userEvent.click(drawer.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('c4');
  },
};

/** An interface without rows shows 暂无数据. */
export const EmptyList: Story = {
  parameters: { dataProvider: customerProvider([]) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByText('暂无数据')).toBeInTheDocument());
  },
};

/** A failing interface stops loading without a message. */
export const LoadFailed: Story = {
  parameters: {
    dataProvider: { interfaceList: fn(() => Promise.reject(new Error('接口调用失败'))) },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(canvasElement.ownerDocument.querySelector('.ant-spin-spinning')).toBeNull());
    await expect(dialog.getByText('暂无数据')).toBeInTheDocument();
    await expect(page(canvasElement).queryByText('接口调用失败')).not.toBeInTheDocument();
  },
};

/** The clear button empties value and text. */
export const Clear: Story = {
  args: { value: 'c1' },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('华为技术有限公司'));
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

/** From the keyboard: Enter on the focused field opens the picker, Escape closes it. */
export const Keyboard: Story = {
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await dialogOf(canvasElement);
    const dialog = page(canvasElement).getByRole('dialog');
    // The dialog takes the focus once it has opened.
    await waitFor(() =>
      expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement),
    );
    // As a browser sends it: antd's dialog reads keyCode, which user-event leaves at 0 here.
    fireEvent.keyDown(canvasElement.ownerDocument.activeElement as HTMLElement, {
      key: 'Escape',
      keyCode: 27,
    });
    await closed(canvasElement);
  },
};

export const Disabled: Story = {
  args: { value: 'c1', disabled: true },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('华为技术有限公司'));
    await expect(canvas.getByRole('textbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '清空' })).not.toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { value: 'c2', readOnly: true },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('比亚迪股份有限公司')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
