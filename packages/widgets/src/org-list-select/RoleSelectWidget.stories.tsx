import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { orgFixtureProvider } from '../picker-dialog/org-fixtures.js';
import { page } from '../picker-dialog/story-helpers.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { RoleSelectWidget } from './OrgListWidgets.js';

const meta = {
  title: 'Widgets/roleSelect',
  component: RoleSelectWidget,
  args: { placeholder: '请选择', onChange: fn() },
  parameters: { jnpfKey: 'roleSelect', dataProvider: orgFixtureProvider() },
  render: controlled(RoleSelectWidget),
} satisfies Meta<typeof RoleSelectWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await page(canvasElement).findByText('部门经理'));
    await expect(args.onChange).toHaveBeenLastCalledWith('role-manager');
  },
};

export const WithValue: Story = {
  args: { value: 'role-admin' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('系统管理员')).toBeInTheDocument();
  },
};

export const Multiple: Story = {
  args: { multiple: true, value: ['role-staff'] },
  play: async ({ canvas, canvasElement, args }) => {
    await canvas.findByText('普通员工');
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.click(await page(canvasElement).findByText('系统管理员'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['role-staff', 'role-admin']);
  },
};

export const Searching: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(canvas.getByRole('combobox'), '经理');
    await expect(await page(canvasElement).findByText('部门经理')).toBeInTheDocument();
    await expect(page(canvasElement).queryByText('普通员工')).not.toBeInTheDocument();
  },
};

/** The clear icon empties a single field to null. */
export const Clear: Story = {
  args: { value: 'role-staff' },
  play: async ({ canvas, args }) => {
    await canvas.findByText('普通员工');
    await userEvent.click(canvas.getByRole('img', { name: 'close-circle', hidden: true }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
  },
};

export const Disabled: Story = {
  args: { value: 'role-staff', disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { value: 'role-manager', readOnly: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('部门经理')).toBeInTheDocument();
    await expect(canvas.queryByRole('combobox')).not.toBeInTheDocument();
  },
};
