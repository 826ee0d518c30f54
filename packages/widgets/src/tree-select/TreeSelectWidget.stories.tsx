import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { TreeSelectWidget } from './TreeSelectWidget.js';

/** Departments as JNPF's selectors answer them: id, fullName, hasChildren, children. */
const options = [
  {
    id: 'hq',
    fullName: '总公司',
    hasChildren: true,
    children: [
      {
        id: 'rd',
        fullName: '研发部',
        hasChildren: true,
        children: [
          { id: 'fe', fullName: '前端组', hasChildren: false },
          { id: 'be', fullName: '后端组', hasChildren: false },
        ],
      },
      { id: 'fin', fullName: '财务部', hasChildren: false },
    ],
  },
  { id: 'hz', fullName: '杭州分公司', hasChildren: false },
];

const meta = {
  title: 'Widgets/treeSelect',
  component: TreeSelectWidget,
  args: { options, placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'treeSelect' },
  render: controlled(TreeSelectWidget),
} satisfies Meta<typeof TreeSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tree opens in a popup on document.body, outside the story's canvas. */
const popup = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const open = (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('combobox'));

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText('请选择')).toBeInTheDocument();
    await open(canvasElement);
    await userEvent.click(await popup(canvasElement).findByTitle('杭州分公司'));
    await expect(args.onChange).toHaveBeenLastCalledWith('hz');
  },
};

export const WithValue: Story = {
  args: { value: 'hz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('杭州分公司')).toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: { value: ['hz'], multiple: true },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.click(await popup(canvasElement).findByTitle('总公司'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['hz', 'hq']);
  },
};

/**
 * lastLevel in single mode: only nodes whose hasChildren is false are chosen; clicking a
 * department with sub-departments opens it instead.
 */
export const LastLevel: Story = {
  args: { lastLevel: true },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    const tree = popup(canvasElement);
    await userEvent.click(await tree.findByTitle('总公司'));
    await userEvent.click(await tree.findByTitle('研发部'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(await tree.findByTitle('前端组'));
    await expect(args.onChange).toHaveBeenLastCalledWith('fe');
  },
};

/** lastLevel with another key and leaf value: here the nodes whose type is team. */
export const LastLevelCustomKey: Story = {
  args: {
    lastLevel: true,
    lastLevelKey: 'type',
    lastLevelValue: 'team',
    options: [
      {
        id: 'rd',
        fullName: '研发部',
        type: 'department',
        children: [{ id: 'fe', fullName: '前端组', type: 'team' }],
      },
    ],
  },
  play: async ({ canvasElement, args }) => {
    await open(canvasElement);
    await userEvent.click(await popup(canvasElement).findByTitle('研发部'));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(await popup(canvasElement).findByTitle('前端组'));
    await expect(args.onChange).toHaveBeenLastCalledWith('fe');
  },
};

/** Options mapped through props, as the runtime hands over a dictionary's fetched items. */
export const OptionsMapping: Story = {
  args: {
    value: 'dict-industry-software',
    options: [
      {
        label: '信息技术',
        value: 'dict-industry-it',
        children: [{ label: '软件开发', value: 'dict-industry-software' }],
      },
    ],
    props: { label: 'label', value: 'value', children: 'children' },
    readOnly: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('信息技术/软件开发')).toBeInTheDocument();
  },
};

/** Typing narrows the nodes by label. */
export const Filterable: Story = {
  args: { filterable: true },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), '分公司');
    await expect(await popup(canvasElement).findByTitle('杭州分公司')).toBeInTheDocument();
    await waitFor(() => expect(popup(canvasElement).queryByTitle('总公司')).not.toBeInTheDocument());
  },
};

export const NoOptions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await open(canvasElement);
    await expect(await popup(canvasElement).findByText('暂无数据', { ignore: 'title' })).toBeInTheDocument();
  },
};

/** The field is reached with Tab and opens on Enter. */
export const Keyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await popup(canvasElement).findByTitle('杭州分公司')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { value: 'hz', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

/** Read-only shows the path from the root, several joined with commas. */
export const ReadOnly: Story = {
  args: { value: ['fe', 'hz'], multiple: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('总公司/研发部/前端组,杭州分公司')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};
