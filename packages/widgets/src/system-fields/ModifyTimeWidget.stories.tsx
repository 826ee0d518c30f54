import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ModifyTimeWidget } from './SystemFieldWidget.js';

// Built from local time, so the shown text is the same in every time zone.
const opened = new Date(2024, 2, 15, 9, 30, 5);
const stored = new Date(2023, 11, 31, 23, 59, 0).getTime();

/** 修改时间 (modifyTime): filled by the server, shown to the user, never edited. */
const meta = {
  title: 'Widgets/modifyTime',
  component: ModifyTimeWidget,
  args: { context: { now: opened } },
  parameters: { jnpfKey: 'modifyTime' },
} satisfies Meta<typeof ModifyTimeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record shows the moment the form opened, in a box nobody can type in. */
export const NewRecord: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2024-03-15 09:30:05')).toBeDisabled();
  },
};

/** Editing an existing record: the stored epoch milliseconds win over the current moment. */
export const StoredValue: Story = {
  args: { value: stored },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2023-12-31 23:59:00')).toBeInTheDocument();
  },
};

export const CustomFormat: Story = {
  args: { format: 'YYYY年MM月DD日' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('2024年03月15日')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { context: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const ReadOnly: Story = {
  args: { value: stored, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2023-12-31 23:59:00')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
