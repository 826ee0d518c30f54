import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ModifyUserWidget } from './SystemFieldWidget.js';

/** 修改人 (modifyUser): filled by the server, shown to the user, never edited. */
const meta = {
  title: 'Widgets/modifyUser',
  component: ModifyUserWidget,
  args: { context: { userName: '张三' } },
  parameters: { jnpfKey: 'modifyUser' },
} satisfies Meta<typeof ModifyUserWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record shows who or where the form is being filled from, in a box nobody can type in. */
export const NewRecord: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('张三')).toBeDisabled();
    await expect(canvas.getByDisplayValue('张三')).toHaveAttribute('readonly');
  },
};

/** Editing an existing record: the stored value wins over the current context. */
export const StoredValue: Story = {
  args: { value: '李四' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('李四')).toBeInTheDocument();
    await expect(canvas.queryByDisplayValue('张三')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { context: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const ReadOnly: Story = {
  args: { value: '李四', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('李四')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
