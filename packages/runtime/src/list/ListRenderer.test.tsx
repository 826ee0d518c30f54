import { leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListRenderer } from './ListRenderer.js';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  searchForm,
  UI_TEST_TIMEOUT,
} from './testing/fake-transport.js';

const endpoints = onlineDevEndpoints('model-1');
const LIST_URL = '/api/visualdev/OnlineDev/model-1/List';
const rows = [
  { id: 'r1', applicant: '张三', leaveType: 'sick', startDate: Date.UTC(2024, 4, 2, 4), days: 2 },
  { id: 'r2', applicant: '李四', leaveType: 'annual', startDate: Date.UTC(2024, 4, 6, 4), days: 0.5 },
];

/** The window stands `top` pixels down; answers the positions it is scrolled to, frame by frame. */
function scrollSpy(top: number): number[] {
  const positions: number[] = [];
  let now = 0;
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  const record = (_x: number, y: number) => {
    positions.push(y);
  };
  vi.spyOn(window, 'scrollTo').mockImplementation(record as unknown as typeof window.scrollTo);
  vi.stubGlobal('requestAnimationFrame', (step: FrameRequestCallback) => {
    now += 200;
    return setTimeout(() => step(now), 0);
  });
  return positions;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

function setup(answerRows: unknown[] = rows, total = answerRows.length) {
  const fake = fakeTransport((request) => (request.url === LIST_URL ? paged(answerRows, total) : null));
  renderWithRuntime(
    <ListRenderer list={leaveRequestList} form={leaveRequestForm} endpoints={endpoints} menuId="menu-1" />,
    fake.transport,
  );
  const lastQuery = () => fake.matching('POST', LIST_URL).at(-1)?.data as Record<string, unknown>;
  return { ...fake, lastQuery };
}

describe('ListRenderer', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows each cell as the form field displays it', async () => {
    setup();
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(within(row).getByText('病假')).toBeTruthy();
    expect(within(row).getByText('2024-05-02')).toBeTruthy();
    expect(within(row).getByText('2.0')).toBeTruthy();
    expect(within(row).getByText('1')).toBeTruthy(); // the row number
  });

  it('asks for page 1 of 20 rows in the default order', async () => {
    const { lastQuery } = setup();
    await screen.findByText('张三');
    expect(lastQuery()).toEqual({
      currentPage: 1,
      pageSize: 20,
      menuId: 'menu-1',
      sidx: 'startDate',
      sort: 'desc',
    });
  });

  it('shows 暂无数据 for an empty list', async () => {
    const { lastQuery } = setup([]);
    await waitFor(() => expect(lastQuery()).toBeDefined());
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('searches with the filters as queryJson and starts again at page 1', async () => {
    const { lastQuery } = setup();
    await screen.findByText('张三');
    fireEvent.change(within(searchForm()).getByLabelText('申请人'), { target: { value: ' 张 ' } });
    fireEvent.change(within(searchForm()).getByLabelText('最小值'), { target: { value: '1' } });
    fireEvent.mouseDown(within(searchForm()).getByLabelText('请假类型'));
    fireEvent.click(await screen.findByTitle('病假'));
    fireEvent.click(button('查询'));
    await waitFor(() => expect(lastQuery().queryJson).toBeDefined());
    expect(JSON.parse(lastQuery().queryJson as string)).toEqual({
      applicant: '张',
      leaveType: 'sick',
      days: [1, null],
    });
    expect(lastQuery().currentPage).toBe(1);

    fireEvent.click(button('重置'));
    await waitFor(() => expect(lastQuery().queryJson).toBeUndefined());
    expect((within(searchForm()).getByLabelText('申请人') as HTMLInputElement).value).toBe('');
    expect((within(searchForm()).getByLabelText('最小值') as HTMLInputElement).value).toBe('');
    expect(within(searchForm()).queryByTitle('病假')).toBeNull();
  });

  it('asks for the list again on 查询 and 重置 even when the conditions are the same, from page 1', async () => {
    const { matching, lastQuery } = setup(rows, 642);
    await screen.findByText('张三');
    fireEvent.click(within(screen.getByLabelText('分页')).getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ currentPage: 2 }));
    const before = matching('POST', LIST_URL).length;

    fireEvent.click(button('查询'));
    await waitFor(() => expect(matching('POST', LIST_URL)).toHaveLength(before + 1));
    expect(lastQuery()).toMatchObject({ currentPage: 1 });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(matching('POST', LIST_URL)).toHaveLength(before + 2));
    fireEvent.click(button('重置'));
    await waitFor(() => expect(matching('POST', LIST_URL)).toHaveLength(before + 3));
    expect(lastQuery()).toMatchObject({ currentPage: 1 });
    expect(lastQuery().queryJson).toBeUndefined();
  });

  it('searches when the form is submitted, as Enter in a box does; each label points at its editor', async () => {
    const { lastQuery } = setup();
    await screen.findByText('张三');
    const applicant = within(searchForm()).getByLabelText('申请人') as HTMLInputElement;
    expect(within(searchForm()).getByText('申请人', { selector: 'label' }).getAttribute('for')).toBe(
      applicant.id,
    );
    fireEvent.change(applicant, { target: { value: '李' } });
    fireEvent.submit(applicant.form as HTMLFormElement);
    await waitFor(() => expect(lastQuery().queryJson).toBeDefined());
    expect(JSON.parse(lastQuery().queryJson as string)).toEqual({ applicant: '李' });
  });

  it('sorts on the server by the clicked column', async () => {
    const { lastQuery } = setup();
    await screen.findByText('张三');
    fireEvent.click(screen.getByLabelText('申请人', { selector: 'th' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sidx: 'applicant', sort: 'asc' }));
    fireEvent.click(screen.getByLabelText('申请人', { selector: 'th' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sidx: 'applicant', sort: 'desc' }));
    fireEvent.click(screen.getByLabelText('申请人', { selector: 'th' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sidx: 'startDate', sort: 'desc' }));
  });

  it('pages with the total, sizes 20 50 100 500 and the pager', async () => {
    const { lastQuery } = setup(rows, 642);
    await screen.findByText('张三');
    const pager = screen.getByLabelText('分页');
    expect(within(pager).getByText('共 642 条')).toBeTruthy();
    const scrolled = scrollSpy(600);
    fireEvent.click(within(pager).getByTitle('2'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ currentPage: 2, pageSize: 20 }));
    await waitFor(() => expect(scrolled.at(-1)).toBe(0));
    expect(scrolled.length).toBeGreaterThan(2); // eased over several frames, not one jump

    fireEvent.mouseDown(within(pager).getByLabelText('每页条数', { selector: 'input' }));
    for (const size of ['20条/页', '50条/页', '100条/页', '500条/页'])
      expect(await screen.findAllByTitle(size)).not.toHaveLength(0);
    fireEvent.click(screen.getByTitle('100条/页'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ currentPage: 1, pageSize: 100 }));
    await waitFor(() => expect(scrolled.filter((position) => position === 0)).toHaveLength(2));
  });

  it('asks for 10000 rows and draws no pager when the list is not paged', async () => {
    const fake = fakeTransport((request) => (request.url === LIST_URL ? paged(rows) : null));
    renderWithRuntime(
      <ListRenderer
        list={{ ...leaveRequestList, hasPage: false }}
        form={leaveRequestForm}
        endpoints={endpoints}
        menuId="m"
      />,
      fake.transport,
    );
    await screen.findByText('张三');
    expect(fake.matching('POST', LIST_URL)[0]?.data).toMatchObject({ currentPage: 1, pageSize: 10000 });
    expect(screen.queryByLabelText('分页')).toBeNull();
  });
});
