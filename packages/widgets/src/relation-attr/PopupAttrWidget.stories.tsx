import type { Meta, StoryObj } from '@storybook/react-vite';
import { Descriptions } from 'antd';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CUSTOMER_SOURCE, customerProvider } from '../popup-select/fixtures.js';
import type { PickerValue } from '../popup-select/PopupPicker.js';
import { PopupSelectWidget } from '../popup-select/PopupSelectWidget.js';
import { RelationDataProvider } from '../relation-data/RelationDataProvider.js';
import { PopupAttrWidget, type RelationAttrWidgetProps } from './RelationAttrWidget.js';

/** A form holding a 客户 popupSelect field and, beside it, columns of the chosen customer. */
function CustomerForm({ stored, ...attr }: RelationAttrWidgetProps & { stored?: string }) {
  const [customer, setCustomer] = useState<PickerValue>(stored ?? null);
  return (
    <RelationDataProvider>
      <Descriptions
        column={1}
        bordered
        size="small"
        items={[
          {
            key: 'customer',
            label: '客户',
            children: (
              <PopupSelectWidget
                {...CUSTOMER_SOURCE}
                vModel="customer"
                value={customer}
                onChange={setCustomer}
              />
            ),
          },
          {
            key: 'attr',
            label: '联系人',
            children: (
              <span data-testid="contact">
                <PopupAttrWidget {...attr} />
              </span>
            ),
          },
          {
            key: 'address',
            label: '地址',
            children: (
              <span data-testid="address">
                <PopupAttrWidget relationField="customer" showField="address" />
              </span>
            ),
          },
        ]}
      />
    </RelationDataProvider>
  );
}

const meta = {
  title: 'Widgets/popupAttr',
  component: PopupAttrWidget,
  args: { relationField: 'customer', showField: 'contact', vModel: 'customerContact' },
  parameters: { jnpfKey: 'popupAttr', dataProvider: customerProvider() },
  render: (args) => <CustomerForm {...args} />,
} satisfies Meta<typeof PopupAttrWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

const cellOf = (canvas: { getByTestId: (id: string) => HTMLElement }, id: string) => canvas.getByTestId(id);

export const NothingChosen: Story = {
  play: async ({ canvas }) => {
    await expect(cellOf(canvas, 'contact')).toHaveTextContent(/^$/);
  },
};

/** A stored customer: the row the interface answers for it is shown. */
export const StoredRow: Story = {
  render: (args) => <CustomerForm {...args} stored="c3" />,
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas }) => {
    await waitFor(() => expect(cellOf(canvas, 'contact')).toHaveTextContent('王强'));
    await expect(cellOf(canvas, 'address')).toHaveTextContent('广州市');
  },
};

/** Choosing a customer shows its columns at once; clearing empties them. */
export const FollowsTheChoice: Story = {
  parameters: { dataProvider: customerProvider() },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
    await userEvent.click(await dialog.findByText('比亚迪股份有限公司'));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(cellOf(canvas, 'contact')).toHaveTextContent('李娜'));
    await expect(cellOf(canvas, 'address')).toHaveTextContent('上海市');
    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await waitFor(() => expect(cellOf(canvas, 'contact')).toHaveTextContent(/^$/));
  },
};

/** Outside a RelationDataProvider the attribute has nothing to show. */
export const WithoutProvider: Story = {
  render: (args) => <PopupAttrWidget {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^$/);
  },
};
