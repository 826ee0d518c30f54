import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from 'antd';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { buttonNamed, page } from '../picker-dialog/story-helpers.js';
import { ApproverSelect, type ApproverSelectProps, type ApproverUser } from './ApproverSelect.js';

/** A flow step's button that opens the picker and lists who was chosen, as a flow form does. */
function WithOpener(args: ApproverSelectProps) {
  const [open, setOpen] = useState(args.open);
  const [chosen, setChosen] = useState<ApproverUser[]>([]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>指定{args.title ?? '审批人'}</Button>
      <output>{chosen.map((user) => user.fullName).join(',')}</output>
      <ApproverSelect
        {...args}
        open={open}
        onConfirm={(users) => {
          setChosen(users);
          setOpen(false);
          args.onConfirm(users);
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Widgets/parts/approverSelect',
  component: ApproverSelect,
  args: { open: false, onConfirm: fn(), onCancel: fn() },
  parameters: { dataProvider: orgFixtureProvider() },
  render: (args) => <WithOpener {...args} />,
} satisfies Meta<typeof ApproverSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openApprover(canvasElement: HTMLElement, label = '指定审批人') {
  await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
  return within(await page(canvasElement).findByRole('dialog'));
}

/** Confirming with nobody chosen says 请选择审批人 and stays open. */
export const ConfirmWithoutSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openApprover(canvasElement);
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(await page(canvasElement).findByText('请选择审批人')).toBeInTheDocument();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(page(canvasElement).getByRole('dialog')).toBeInTheDocument();
  },
};

/** The title names both the dialog and the message. */
export const CustomTitle: Story = {
  args: { title: '抄送人' },
  play: async ({ canvasElement }) => {
    const dialog = await openApprover(canvasElement, '指定抄送人');
    await expect(dialog.getByText('抄送人')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(await page(canvasElement).findByText('请选择抄送人')).toBeInTheDocument();
  },
};

/** Chosen users come back as {id, fullName}; an approver picker offers no system variable. */
export const Confirm: Story = {
  args: { multiple: true },
  play: async ({ canvas, canvasElement, args }) => {
    const dialog = await openApprover(canvasElement);
    await expect(dialog.queryByRole('tab', { name: '系统变量' })).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('tab', { name: '当前组织' }));
    await userEvent.click(await dialog.findByText('张三/zhangsan'));
    await userEvent.click(dialog.getByText('李四/lisi'));
    await userEvent.click(dialog.getByRole('button', buttonNamed('确定')));
    await expect(args.onConfirm).toHaveBeenCalledWith([
      { id: 'u-zhangsan', fullName: '张三/zhangsan' },
      { id: 'u-lisi', fullName: '李四/lisi' },
    ]);
    await expect(canvas.getByText('张三/zhangsan,李四/lisi')).toBeInTheDocument();
  },
};

export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openApprover(canvasElement);
    await userEvent.click(dialog.getByRole('button', buttonNamed('取消')));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};
