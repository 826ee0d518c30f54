import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { CascaderWidget } from './CascaderWidget.js';

const options = [
  {
    id: 'zj',
    fullName: '浙江省',
    children: [
      { id: 'hz', fullName: '杭州市' },
      { id: 'nb', fullName: '宁波市' },
    ],
  },
  { id: 'js', fullName: '江苏省', children: [{ id: 'nj', fullName: '南京市' }] },
];

const meta = {
  title: 'Widgets/cascader',
  component: CascaderWidget,
  args: { options, placeholder: '请选择地区', onChange: fn() },
  parameters: { jnpfKey: 'cascader' },
  render: controlled(CascaderWidget),
} satisfies Meta<typeof CascaderWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menus open in a popup on document.body, outside the story's canvas. */
const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Stores the whole path of values from the root. */
export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(popup(canvasElement).getByText('浙江省'));
    await userEvent.click(popup(canvasElement).getByText('宁波市'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['zj', 'nb']);
    await expect(canvas.getByTitle('浙江省 / 宁波市')).toBeInTheDocument();
  },
};

export const WithValue: Story = {
  args: { value: ['js', 'nj'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('江苏省 / 南京市')).toBeInTheDocument();
  },
};

/** showAllLevels false shows only the chosen leaf. */
export const LastLevelOnly: Story = {
  args: { value: ['zj', 'hz'], showAllLevels: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('杭州市')).toBeInTheDocument();
    await expect(canvas.queryByText('浙江省/杭州市')).not.toBeInTheDocument();
  },
};

export const OptionsMapping: Story = {
  args: {
    value: ['a', 'a1'],
    options: [{ code: 'a', name: '华东', items: [{ code: 'a1', name: '上海' }] }],
    props: { label: 'name', value: 'code', children: 'items' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('华东 / 上海')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: ['zj', 'hz'], disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

/** Several paths, each joined by the separator, the paths by commas. */
export const ReadOnlyMultiple: Story = {
  args: {
    value: [
      ['zj', 'hz'],
      ['js', 'nj'],
    ],
    multiple: true,
    separator: ' / ',
    readOnly: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('浙江省 / 杭州市,江苏省 / 南京市')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};
