import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CurrPositionWidget } from './SystemFieldWidget.js';

/** 所属岗位 (currPosition): filled by the server, shown to the user, never edited. */
const meta = {
  title: 'Widgets/currPosition',
  component: CurrPositionWidget,
  args: { context: { positionName: '项目经理' } },
  parameters: { jnpfKey: 'currPosition' },
} satisfies Meta<typeof CurrPositionWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record shows who or where the form is being filled from, in a box nobody can type in. */
export const NewRecord: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('项目经理')).toBeDisabled();
    await expect(canvas.getByDisplayValue('项目经理')).toHaveAttribute('readonly');
  },
};

/** Editing an existing record: the stored value wins over the current context. */
export const StoredValue: Story = {
  args: { value: '会计' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('会计')).toBeInTheDocument();
    await expect(canvas.queryByDisplayValue('项目经理')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { context: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const ReadOnly: Story = {
  args: { value: '会计', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('会计')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
