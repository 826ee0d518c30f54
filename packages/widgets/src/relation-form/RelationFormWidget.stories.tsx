import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { LEAVE_SOURCE, leaveProvider } from './fixtures.js';
import { RelationFormWidget } from './RelationFormWidget.js';

const meta = {
  title: 'Widgets/relationForm',
  component: RelationFormWidget,
  args: { ...LEAVE_SOURCE, vModel: 'leave', onChange: fn() },
  parameters: { jnpfKey: 'relationForm', dataProvider: leaveProvider() },
  render: controlled(RelationFormWidget),
} satisfies Meta<typeof RelationFormWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

const picking = leaveProvider();
/** The 选择数据 dialog: pick a leave request; the field stores its id and shows its applicant. */
export const Empty: Story = {
  parameters: { dataProvider: picking },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByPlaceholderText('请选择'));
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByText('选择数据')).toBeInTheDocument();
    for (const header of ['序号', '申请人', '请假类型']) {
      await expect(dialog.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    await expect(picking.modelList).toHaveBeenLastCalledWith(
      {
        modelId: 'm-leave',
        relationField: 'applicant',
        columnOptions: ['applicant', 'leaveType'],
        keyword: '',
        currentPage: 1,
        pageSize: 10000,
      },
      expect.anything(),
    );
    await userEvent.click(await dialog.findByText('病假'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('l2');
    await expect(canvas.getByRole('textbox')).toHaveValue('李强');
    // The whole record is loaded for the attribute fields that show it.
    await waitFor(() =>
      expect(picking.modelRecord).toHaveBeenCalledWith({ modelId: 'm-leave', id: 'l2' }, expect.anything()),
    );
  },
};

/** A stored id is shown by the applicant of the record modelRecord answers. */
export const WithValue: Story = {
  args: { value: 'l1' },
  parameters: { dataProvider: leaveProvider() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('王芳'));
  },
};

/** Keyword search narrows the list; 重置 brings every record back. */
export const Search: Story = {
  parameters: { dataProvider: leaveProvider() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByPlaceholderText('关键词'), '事假{Enter}');
    await waitFor(() => expect(dialog.queryByText('王芳')).not.toBeInTheDocument());
    await expect(dialog.getByText('张敏')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: /重置/ }));
    await expect(await dialog.findByText('王芳')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: /刷新/ })).toBeInTheDocument();
  },
};

const paging = leaveProvider();
/** Paged by the configured size, with the total. */
export const Paged: Story = {
  args: { hasPage: true, pageSize: 2 },
  parameters: { dataProvider: paging },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = await dialogOf(canvasElement);
    await expect(await dialog.findByText('共 4 条')).toBeInTheDocument();
    await expect(dialog.queryByText('张敏')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByTitle('2'));
    await expect(await dialog.findByText('张敏')).toBeInTheDocument();
    await expect(dialog.getByRole('cell', { name: '3' })).toBeInTheDocument();
  },
};

export const EmptyList: Story = {
  parameters: { dataProvider: leaveProvider([]) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = await dialogOf(canvasElement);
    await waitFor(() => expect(dialog.getByText('暂无数据')).toBeInTheDocument());
  },
};

export const Clear: Story = {
  args: { value: 'l3' },
  parameters: { dataProvider: leaveProvider() },
  play: async ({ canvas, args }) => {
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('张敏'));
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { value: 'l1', disabled: true },
  parameters: { dataProvider: leaveProvider() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('textbox')).toHaveValue('王芳'));
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: 'l4', readOnly: true },
  parameters: { dataProvider: leaveProvider() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('陈磊')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
