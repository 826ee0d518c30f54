import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CurrOrganizeWidget } from './SystemFieldWidget.js';

/** 所属组织 (currOrganize): filled by the server, shown to the user, never edited. */
const meta = {
  title: 'Widgets/currOrganize',
  component: CurrOrganizeWidget,
  args: { context: { organizeName: '研发部' } },
  parameters: { jnpfKey: 'currOrganize' },
} satisfies Meta<typeof CurrOrganizeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new record shows who or where the form is being filled from, in a box nobody can type in. */
export const NewRecord: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('研发部')).toBeDisabled();
    await expect(canvas.getByDisplayValue('研发部')).toHaveAttribute('readonly');
  },
};

/** Editing an existing record: the stored value wins over the current context. */
export const StoredValue: Story = {
  args: { value: '财务部' },
  play: async ({ canvas }) => {
    await expect(canvas.getByDisplayValue('财务部')).toBeInTheDocument();
    await expect(canvas.queryByDisplayValue('研发部')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { context: {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveValue('');
  },
};

export const ReadOnly: Story = {
  args: { value: '财务部', readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('财务部')).toBeInTheDocument();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};
