import { testDataProvider } from '@formwork/widgets';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formOf, itemOf, renderForm, submit } from './test-kit.js';

const customers = [
  { id: 'c1', customerName: '华东机械', contact: '陈伟' },
  { id: 'c2', customerName: '北方电子', contact: '刘洋' },
];

const dataProvider = testDataProvider({
  interfaceList: async () => ({
    list: customers,
    pagination: { currentPage: 1, pageSize: 20, total: customers.length },
  }),
  interfaceRecord: async ({ id }) => customers.find((row) => row.id === id) ?? null,
  usersByIds: async ({ ids }) => ids.map((id) => ({ id, fullName: id === 'u1' ? '张三/zhangsan' : id })),
});

const form = formOf([
  {
    jnpfKey: 'popupSelect',
    vModel: 'customer',
    label: '客户',
    required: true,
    props: {
      interfaceId: 'customers',
      propsValue: 'id',
      relationField: 'customerName',
      columnOptions: [{ value: 'customerName', label: '客户名称' }],
    },
  },
  { jnpfKey: 'popupAttr', label: '联系人', props: { relationField: 'customer', showField: 'contact' } },
  { jnpfKey: 'userSelect', vModel: 'owner', label: '负责人' },
]);

describe('relation fields in a generated form', () => {
  it('a chosen popup row fills the form value and its attribute field shows the row', async () => {
    const { handle } = renderForm(form, {}, { dataProvider });
    fireEvent.click(within(itemOf('客户')).getByRole('textbox'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByText('北方电子'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(itemOf('联系人')).getByText('刘洋')).toBeTruthy());
    const { values } = await submit(handle());
    expect(values).toMatchObject({ customer: 'c2' });
  });

  it('a stored record shows the related row and the picked user by name', async () => {
    await act(async () => {
      renderForm(form, { mode: 'detail', initialValues: { customer: 'c1', owner: 'u1' } }, { dataProvider });
    });
    await waitFor(() => expect(within(itemOf('联系人')).getByText('陈伟')).toBeTruthy());
    expect(within(itemOf('客户')).getByText('华东机械')).toBeTruthy();
    await waitFor(() => expect(within(itemOf('负责人')).getByText(/张三/)).toBeTruthy());
  });
});
