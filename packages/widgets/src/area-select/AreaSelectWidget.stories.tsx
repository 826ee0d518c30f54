import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { AreaSelectWidget } from './AreaSelectWidget.js';
import { areaFixtureProvider, DONGCHENG, XIHU } from './area-fixtures.js';

const meta = {
  title: 'Widgets/areaSelect',
  component: AreaSelectWidget,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'areaSelect', dataProvider: areaFixtureProvider() },
  render: controlled(AreaSelectWidget),
} satisfies Meta<typeof AreaSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is on document.body, outside the story's canvas. */
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
/** antd spaces two-character button texts (确 定). */
const button = (name: string) => ({ name: new RegExp(name.split('').join('\\s*')) });
/** The empty state's words, not the title of its picture. */
const NO_DATA = ['暂无数据', { ignore: 'title' }] as const;

async function openDialog(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('combobox'));
  return within(await page(canvasElement).findByRole('dialog'));
}

/** Browse 浙江省 > 杭州市 > 西湖区 and confirm: the field stores the id path and shows the names. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('请选择')).toBeInTheDocument();
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText('选择省市区')).toBeInTheDocument();
    await userEvent.click(await dialog.findByText('浙江省'));
    await userEvent.click(await dialog.findByText('杭州市'));
    await userEvent.click(await dialog.findByText('西湖区'));
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    await expect(selected.getByText('浙江省/杭州市/西湖区')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', button('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(XIHU);
    await expect(await canvas.findByText('浙江省/杭州市/西湖区')).toBeInTheDocument();
  },
};

/** A stored path shows its names, asked of areaNames. */
export const WithValue: Story = {
  args: { value: DONGCHENG },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('北京市/市辖区/东城区')).toBeInTheDocument();
  },
};

/** Single mode: a second pick replaces the first; provinces and cities are not picked. */
export const SinglePickReplaces: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByText('浙江省'));
    await userEvent.click(await dialog.findByText('杭州市'));
    await userEvent.click(await dialog.findByText('西湖区'));
    await userEvent.click(dialog.getByText('上城区'));
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    await expect(selected.queryByText('浙江省/杭州市/西湖区')).not.toBeInTheDocument();
    await expect(selected.getByText('浙江省/杭州市/上城区')).toBeInTheDocument();
    await expect(selected.queryByText('浙江省')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', button('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(['330000', '330100', '330102']);
  },
};

/** Multiple mode adds places, ignoring the same place picked again. */
export const Multiple: Story = {
  args: { multiple: true, value: [DONGCHENG] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(await canvas.findByText('北京市/市辖区/东城区')).toBeInTheDocument();
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByText('浙江省'));
    await userEvent.click(await dialog.findByText('杭州市'));
    await userEvent.click(await dialog.findByText('西湖区'));
    await userEvent.click(dialog.getByText('西湖区'));
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    await expect(selected.getAllByText('浙江省/杭州市/西湖区')).toHaveLength(1);
    await userEvent.click(dialog.getByRole('button', button('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith([DONGCHENG, XIHU]);
  },
};

/** level 1: cities are leaves, picked as they are and not opened. */
export const DownToCities: Story = {
  args: { level: 1 },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByText('浙江省'));
    await userEvent.click(await dialog.findByText('杭州市'));
    await expect(dialog.queryByText('西湖区')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', button('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith(['330000', '330100']);
  },
};

/** 清空列表 empties the selection; confirming stores nothing. */
export const ClearAll: Story = {
  args: { multiple: true, value: [DONGCHENG, XIHU] },
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    await expect(await selected.findByText('浙江省/杭州市/西湖区')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: '清空列表' }));
    await expect(selected.getByText(...NO_DATA)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', button('确定')));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Cancel closes the dialog and keeps the value. */
export const Cancelled: Story = {
  args: { value: XIHU },
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.click(await dialog.findByText('北京市'));
    await userEvent.click(await dialog.findByText('市辖区'));
    await userEvent.click(await dialog.findByText('西城区'));
    await userEvent.click(dialog.getByRole('button', button('取消')));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByText('浙江省/杭州市/西湖区')).toBeInTheDocument();
  },
};

/** No places at all: the tree says 暂无数据. */
export const NoPlaces: Story = {
  parameters: { dataProvider: { areaChildren: async () => [] } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(await dialog.findAllByText(...NO_DATA)).toHaveLength(2);
  },
};

/** A failed call stops loading, with no message. */
export const LoadFails: Story = {
  parameters: { dataProvider: { areaChildren: () => Promise.reject(new Error('offline')) } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await waitFor(() => expect(dialog.getAllByText(...NO_DATA)).toHaveLength(2));
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
  args: { value: XIHU, disabled: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('浙江省/杭州市/西湖区')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: [DONGCHENG, XIHU], multiple: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('北京市/市辖区/东城区,浙江省/杭州市/西湖区')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};
