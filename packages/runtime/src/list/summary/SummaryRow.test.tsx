import { type ListSchema, leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../../runtime-context.js';
import { ListRenderer } from '../ListRenderer.js';
import { fakeTransport, paged, renderWithRuntime, UI_TEST_TIMEOUT } from '../testing/fake-transport.js';

const LIST_URL = '/api/visualdev/OnlineDev/model-1/List';
const summed: ListSchema = {
  ...leaveRequestList,
  columnList: [
    ...leaveRequestList.columnList,
    { label: '日补贴', prop: 'dailyAllowance', jnpfKey: 'inputNumber', format: 'money' },
  ],
  showSummary: true,
  summaryField: ['days', 'dailyAllowance'],
};
const rows = [
  {
    id: 'r1',
    applicant: '张三',
    leaveType: 'sick',
    startDate: Date.UTC(2024, 4, 2, 4),
    days: 2,
    dailyAllowance: 0.1,
  },
  {
    id: 'r2',
    applicant: '李四',
    leaveType: 'annual',
    startDate: Date.UTC(2024, 4, 6, 4),
    days: 0.5,
    dailyAllowance: 0.2,
  },
];

const fake = () => fakeTransport((request) => (request.url === LIST_URL ? paged(rows) : null));
const cellsOf = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('summary row and column formats', { timeout: UI_TEST_TIMEOUT }, () => {
  it('sums the summed columns of the page exactly, formatted like the column, others empty', async () => {
    renderWithRuntime(
      <ListRenderer
        list={summed}
        form={leaveRequestForm}
        endpoints={onlineDevEndpoints('model-1')}
        menuId="m1"
      />,
      fake().transport,
    );
    await screen.findByText('张三');
    const total = (await screen.findByText('合计')).closest('tr') as HTMLElement;
    // 合计 spans the checkbox and row number cells; applicant, type and date are not summed.
    expect(cellsOf(total)).toEqual(['合计', '', '', '', '2.5', '0.30', '']);
  });

  it('adds without float drift where nothing rounds the sum', async () => {
    // A number field without precision shows its sum as it is: 0.1 + 0.2 must read 0.3.
    const form = {
      ...leaveRequestForm,
      fields: leaveRequestForm.fields.map((field) =>
        field.vModel === 'dailyAllowance' ? { ...field, props: {} } : field,
      ),
    };
    const list: ListSchema = {
      ...summed,
      columnList: summed.columnList.map((column) =>
        column.prop === 'dailyAllowance' ? { ...column, format: undefined } : column,
      ),
    };
    renderWithRuntime(
      <ListRenderer list={list} form={form} endpoints={onlineDevEndpoints('model-1')} menuId="m1" />,
      fake().transport,
    );
    await screen.findByText('张三');
    const total = (await screen.findByText('合计')).closest('tr') as HTMLElement;
    expect(cellsOf(total).slice(-2)).toEqual(['0.3', '']);
  });

  it('sums the records of a grouped list, not its group rows', async () => {
    renderWithRuntime(
      <ListRenderer
        list={{ ...summed, type: 3, groupField: 'leaveType' }}
        form={leaveRequestForm}
        endpoints={onlineDevEndpoints('model-1')}
        menuId="m1"
      />,
      fake().transport,
    );
    await screen.findByText('张三');
    const total = (await screen.findByText('合计')).closest('tr') as HTMLElement;
    expect(cellsOf(total)).toEqual(['合计', '', '', '', '2.5', '0.30', '']);
  });

  it('shows a column in its format', async () => {
    const list: ListSchema = {
      ...summed,
      showSummary: false,
      columnList: summed.columnList.map((column) =>
        column.prop === 'startDate' ? { ...column, format: 'YYYY-MM' } : column,
      ),
    };
    renderWithRuntime(
      <ListRenderer
        list={list}
        form={leaveRequestForm}
        endpoints={onlineDevEndpoints('model-1')}
        menuId="m1"
      />,
      fake().transport,
    );
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2024-05')).toBeTruthy();
    expect(within(row).getByText('0.10')).toBeTruthy();
    expect(screen.queryByText('合计')).toBeNull();
  });

  it('ignores a format that does not fit the field', async () => {
    const list: ListSchema = {
      ...leaveRequestList,
      columnList: leaveRequestList.columnList.map((column) =>
        column.prop === 'applicant' ? { ...column, format: 'money' } : column,
      ),
    };
    renderWithRuntime(
      <ListRenderer
        list={list}
        form={leaveRequestForm}
        endpoints={onlineDevEndpoints('model-1')}
        menuId="m1"
      />,
      fakeTransport((request) => (request.url === LIST_URL ? paged([{ id: 'x', applicant: '1234' }]) : null))
        .transport,
    );
    expect(await screen.findByText('1234')).toBeTruthy();
  });

  it('words the summary in the user language', async () => {
    render(
      <RuntimeProvider value={{ transport: fake().transport, permissionList: [], language: 'en' }}>
        <ListRenderer
          list={summed}
          form={leaveRequestForm}
          endpoints={onlineDevEndpoints('model-1')}
          menuId="m1"
        />
      </RuntimeProvider>,
    );
    await screen.findByText('张三');
    expect(await screen.findByText('Total')).toBeTruthy();
    expect(screen.getByText('No.')).toBeTruthy();
  });
});
