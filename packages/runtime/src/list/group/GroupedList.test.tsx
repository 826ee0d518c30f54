import { type ListSchema, leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListRenderer } from '../ListRenderer.js';
import { fakeTransport, paged, renderWithRuntime, UI_TEST_TIMEOUT } from '../testing/fake-transport.js';

const LIST_URL = '/api/visualdev/OnlineDev/model-1/List';
const grouped: ListSchema = { ...leaveRequestList, type: 3, groupField: 'leaveType' };
const rows = [
  { id: 'r1', applicant: '张三', leaveType: 'sick', days: 2 },
  { id: 'r2', applicant: '李四', leaveType: 'annual', days: 1 },
  { id: 'r3', applicant: '王五', leaveType: 'sick', days: 3 },
  { id: 'r4', applicant: '赵六', leaveType: null, days: 1 },
];

function setup(list: ListSchema = grouped) {
  const fake = fakeTransport((request) => (request.url === LIST_URL ? paged(rows, 4, 1, 10000) : null));
  renderWithRuntime(
    <ListRenderer
      list={list}
      form={leaveRequestForm}
      endpoints={onlineDevEndpoints('model-1')}
      menuId="m1"
      onEdit={() => undefined}
    />,
    fake.transport,
  );
  return fake;
}

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
/** A group row: its label is the one bold text of the row. */
const groupRow = (label: string) =>
  screen.getByText(label, { selector: 'strong' }).closest('tr') as HTMLElement;

describe('grouped list (type 3)', { timeout: UI_TEST_TIMEOUT }, () => {
  it('asks for every record at once and draws no pager', async () => {
    const { matching } = setup();
    await screen.findByText('张三');
    expect(matching('POST', LIST_URL)[0]?.data).toMatchObject({ currentPage: 1, pageSize: 10000 });
    expect(screen.queryByLabelText('分页')).toBeNull();
  });

  it('draws one row per displayed value with its count, its records under it', async () => {
    setup();
    await screen.findByText('张三');
    const sick = groupRow('病假');
    expect(within(sick).getByText('2 条')).toBeTruthy();
    expect(within(groupRow('年假')).getByText('1 条')).toBeTruthy();
    expect(within(groupRow('（空）')).getByText('1 条')).toBeTruthy();
    // Groups in the order their first records came, records in theirs.
    const texts = [...document.querySelectorAll('tbody tr')].map((tr) => tr.textContent ?? '');
    const order = ['病假', '张三', '王五', '年假', '李四', '（空）', '赵六'];
    const positions = order.map((text) => texts.findIndex((line) => line.includes(text)));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    // The group's records still show their own cells, numbered within their group.
    expect(within(rowOf('张三')).getByText('病假')).toBeTruthy();
    expect(rowOf('王五').querySelectorAll('td')[1]?.textContent).toBe('2'); // after the checkbox
    expect(rowOf('李四').querySelectorAll('td')[1]?.textContent).toBe('1');
  });

  it('offers row buttons on records only', async () => {
    setup();
    await screen.findByText('张三');
    expect(within(groupRow('病假')).queryByText(/编\s*辑/)).toBeNull();
    expect(within(groupRow('病假')).queryByText(/删\s*除/)).toBeNull();
    expect(within(rowOf('张三')).getByText(/编\s*辑/)).toBeTruthy();
    // Nor a checkbox for batch actions: a group is no record.
    expect(groupRow('病假').querySelector('input[type="checkbox"]')).toBeNull();
    expect(rowOf('张三').querySelector('input[type="checkbox"]')).not.toBeNull();
  });

  it('folds a group and opens it again', async () => {
    setup();
    await screen.findByText('张三');
    const toggle = groupRow('年假').querySelector('.ant-table-row-expand-icon') as HTMLElement;
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.queryByText('李四')).toBeNull());
    expect(screen.getByText('张三')).toBeTruthy();
    fireEvent.click(groupRow('年假').querySelector('.ant-table-row-expand-icon') as HTMLElement);
    expect(await screen.findByText('李四')).toBeTruthy();
  });

  it('groups moments by the day the column shows', async () => {
    const day = (hour: number) => new Date(2024, 4, 2, hour).getTime();
    const fake = fakeTransport((request) =>
      request.url === LIST_URL
        ? paged([
            { id: 'a', applicant: '甲', startDate: day(9) },
            { id: 'b', applicant: '乙', startDate: day(15) },
          ])
        : null,
    );
    renderWithRuntime(
      <ListRenderer
        list={{ ...grouped, groupField: 'startDate' }}
        form={leaveRequestForm}
        endpoints={onlineDevEndpoints('model-1')}
        menuId="m1"
      />,
      fake.transport,
    );
    await screen.findByText('甲');
    expect(await screen.findByText('2 条')).toBeTruthy();
  });
});
