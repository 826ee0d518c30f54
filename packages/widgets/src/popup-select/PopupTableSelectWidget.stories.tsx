import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { controlled } from '../stories-as-tests/controlled.js';
import { CUSTOMER_SOURCE, customerProvider } from './fixtures.js';
import { PopupTableSelectWidget } from './PopupTableSelectWidget.js';

const meta = {
  title: 'Widgets/popupTableSelect',
  component: PopupTableSelectWidget,
  args: { ...CUSTOMER_SOURCE, multiple: true, onChange: fn() },
  parameters: { jnpfKey: 'popupTableSelect', dataProvider: customerProvider() },
  render: controlled(PopupTableSelectWidget),
} satisfies Meta<typeof PopupTableSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));

/** Multiple: a checkbox table; the field stores the checked ids and shows their names joined. */
export const Multiple: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByPlaceholderText('请选择'));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByText('华为技术有限公司'));
    await userEvent.click(dialog.getByText('美的集团股份有限公司'));
    await expect(
      dialog.getAllByRole('checkbox').filter((box) => (box as HTMLInputElement).checked),
    ).toHaveLength(2);
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['c1', 'c3']);
    await expect(canvas.getByRole('textbox')).toHaveValue('华为技术有限公司,美的集团股份有限公司');
  },
};

/** Stored ids are shown by their rows' names; reopening shows them checked, and unchecking one drops it. */
export const WithValue: Story = {
  args: { value: ['c2', 'c5'] },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, canvasElement, args }) => {
    const trigger = canvas.getByRole('textbox');
    await waitFor(() => expect(trigger).toHaveValue('比亚迪股份有限公司,海尔智家股份有限公司'));
    await userEvent.click(trigger);
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByText('比亚迪股份有限公司'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['c5']);
    await expect(trigger).toHaveValue('海尔智家股份有限公司');
  },
};

/** Without `multiple` it picks one row, as popupSelect does. */
export const Single: Story = {
  args: { multiple: false },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(await dialog.findByText('华为技术有限公司'));
    await userEvent.click(dialog.getByText('比亚迪股份有限公司'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('c2');
  },
};

/** Clearing a multiple field empties the list. */
export const Clear: Story = {
  args: { value: ['c1', 'c2'] },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, args }) => {
    await waitFor(() =>
      expect(canvas.getByRole('textbox')).toHaveValue('华为技术有限公司,比亚迪股份有限公司'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const ReadOnly: Story = {
  args: { value: ['c1', 'c4'], readOnly: true },
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('华为技术有限公司,格力电器股份有限公司')).toBeInTheDocument();
  },
};
