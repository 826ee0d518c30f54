import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions } from 'antd';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RelationDataProvider } from '../relation-data/RelationDataProvider.js';
import { LEAVE_SOURCE, leaveProvider } from '../relation-form/fixtures.js';
import { RelationFormWidget } from '../relation-form/RelationFormWidget.js';
import { relationModelName } from '../sub-table/cells.js';
import { type RelationAttrWidgetProps, RelationFormAttrWidget } from './RelationAttrWidget.js';

/** A form holding a 请假单 relationForm field and, beside it, attributes of the chosen request. */
function LeaveForm({ stored, ...attr }: RelationAttrWidgetProps & { stored?: string | null }) {
  const [leave, setLeave] = useState<string | null>(stored ?? null);
  return (
    <RelationDataProvider>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'leave',
            label: '请假单',
            children: (
              <RelationFormWidget {...LEAVE_SOURCE} vModel="leave" value={leave} onChange={setLeave} />
            ),
          },
          {
            key: 'attr',
            label: '部门',
            children: (
              <span data-testid="department">
                <RelationFormAttrWidget {...attr} />
              </span>
            ),
          },
          {
            key: 'days',
            label: '天数',
            children: (
              <span data-testid="days">
                <RelationFormAttrWidget relationField="leave" showField="days" />
              </span>
            ),
          },
        ]}
      />
    </RelationDataProvider>
  );
}

const meta = {
  title: 'Widgets/relationFormAttr',
  component: RelationFormAttrWidget,
  args: { relationField: 'leave', showField: 'department', vModel: 'leaveDepartment' },
  parameters: { jnpfKey: 'relationFormAttr', dataProvider: leaveProvider() },
  render: (args) => <LeaveForm {...args} />,
} satisfies Meta<typeof RelationFormAttrWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = (canvas: { getByTestId: (id: string) => HTMLElement }, id: string) => canvas.getByTestId(id);

/** Nothing chosen: the attributes are empty. */
export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(cellOf(canvas, 'department')).toHaveTextContent(/^$/);
    await expect(cellOf(canvas, 'days')).toHaveTextContent(/^$/);
  },
};

/** A stored request: its record is loaded and its fields shown. */
export const StoredRecord: Story = {
  render: (args) => <LeaveForm {...args} stored="l1" />,
  parameters: { dataProvider: leaveProvider() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cellOf(canvas, 'department')).toHaveTextContent('财务部'));
    await expect(cellOf(canvas, 'days')).toHaveTextContent('3');
  },
};

/** Choosing another request shows its fields, even those the list did not show; clearing empties them. */
export const FollowsTheChoice: Story = {
  render: (args) => <LeaveForm {...args} stored="l1" />,
  parameters: { dataProvider: leaveProvider() },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(cellOf(canvas, 'department')).toHaveTextContent('财务部'));
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(await dialog.findByText('陈磊'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cellOf(canvas, 'department')).toHaveTextContent('研发部'));
    await expect(cellOf(canvas, 'days')).toHaveTextContent('0.5');
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await waitFor(() => expect(cellOf(canvas, 'department')).toHaveTextContent(/^$/));
  },
};

/** Sub-table rows: each row's attribute follows the relation of its own row (_jnpfRelation_{rowIndex}). */
export const InSubTableRows: Story = {
  parameters: { dataProvider: leaveProvider() },
  render: () => (
    <RelationDataProvider>
      {['l2', 'l3'].map((id, rowIndex) => (
        <div key={id} style={{ display: 'flex', gap: 8, marginBottom: 8 }}>
          <RelationFormWidget {...LEAVE_SOURCE} vModel={relationModelName('leave', rowIndex)} value={id} />
          <span data-testid={`row-${rowIndex}`}>
            <RelationFormAttrWidget
              relationField={relationModelName('leave', rowIndex)}
              showField="department"
            />
          </span>
        </div>
      ))}
    </RelationDataProvider>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByTestId('row-0')).toHaveTextContent('研发部'));
    await expect(canvas.getByTestId('row-1')).toHaveTextContent('市场部');
  },
};

/** Outside a RelationDataProvider the attribute has nothing to show. */
export const WithoutProvider: Story = {
  render: (args) => <RelationFormAttrWidget {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};
