import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PickerDialog, type PickerDialogProps } from './PickerDialog.js';
import { PickList } from './PickList.js';
import type { PickedItem } from './selection.js';
import { buttonNamed, page, TEXT_ONLY } from './story-helpers.js';
import { usePickerSelection } from './use-picker-selection.js';

const people: PickedItem[] = [
  { key: 'u-zhangsan', label: '张三/zhangsan', description: '总公司/研发部' },
  { key: 'u-lisi', label: '李四/lisi', description: '总公司/研发部' },
  { key: 'u-wangwu', label: '王五/wangwu', description: '总公司/财务部' },
];

/** The shared frame with a flat list on the left, as a multiple picker assembles it. */
function Frame(args: PickerDialogProps) {
  const [open, setOpen] = useState(args.open);
  const selection = usePickerSelection(open, args.selected, true, (item) => item.key);
  const byKey = (key: string) => people.find((person) => person.key === key);
  return (
    <>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <PickerDialog
        {...args}
        open={open}
        selected={selection.selected}
        onRemove={selection.remove}
        onClear={selection.clear}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
        onConfirm={() => {
          setOpen(false);
          args.onConfirm();
        }}
      >
        <PickList
          items={people}
          onPick={(key) => {
            const person = byKey(key);
            if (person) selection.pick(person);
          }}
        />
      </PickerDialog>
    </>
  );
}

const meta = {
  title: 'Widgets/parts/pickerDialog',
  component: PickerDialog,
  args: {
    open: false,
    title: '选择用户',
    selected: [],
    onRemove: fn(),
    onClear: fn(),
    onCancel: fn(),
    onConfirm: fn(),
    children: null,
  },
  render: (args) => <Frame {...args} />,
} satisfies Meta<typeof PickerDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openFrame(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: /打\s*开/ }));
  const dialog = await page(canvasElement).findByRole('dialog');
  return {
    dialog: within(dialog),
    choices: within(within(dialog).getByRole('region', { name: '可选' })),
    selected: within(within(dialog).getByRole('region', { name: '已选' })),
  };
}

export const NothingSelected: Story = {
  play: async ({ canvasElement }) => {
    const { selected } = await openFrame(canvasElement);
    await expect(selected.getByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
    await expect(selected.getByRole('button', { name: '清空列表' })).toBeInTheDocument();
  },
};

/** Starts from the field's selection; each entry can be removed on its own. */
export const WithSelection: Story = {
  args: { selected: people.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const { selected } = await openFrame(canvasElement);
    await expect(selected.getAllByRole('listitem')).toHaveLength(2);
    await userEvent.click(selected.getByRole('button', { name: '移除张三/zhangsan' }));
    await expect(selected.getAllByRole('listitem')).toHaveLength(1);
    await expect(selected.getByText('李四/lisi')).toBeInTheDocument();
  },
};

export const ClearAll: Story = {
  args: { selected: people },
  play: async ({ canvasElement, args }) => {
    const { dialog, selected } = await openFrame(canvasElement);
    await userEvent.click(selected.getByRole('button', { name: '清空列表' }));
    await expect(selected.getByText('暂无数据', TEXT_ONLY)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onConfirm).toHaveBeenCalled();
  },
};

/** A second click on the same entry is ignored. */
export const Picking: Story = {
  play: async ({ canvasElement }) => {
    const { choices, selected } = await openFrame(canvasElement);
    await userEvent.click(choices.getByText('王五/wangwu'));
    await userEvent.click(choices.getByText('王五/wangwu'));
    await expect(selected.getAllByRole('listitem')).toHaveLength(1);
    await expect(selected.getByText('总公司/财务部')).toBeInTheDocument();
  },
};
