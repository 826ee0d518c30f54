import { type ListSchema, leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { itemOf, renderForm } from '../form/render/test-kit.js';
import { ListRenderer } from '../list/ListRenderer.js';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  searchForm,
  UI_TEST_TIMEOUT,
} from '../list/testing/fake-transport.js';
import { FormDialog } from '../page/dialog/FormDialog.js';
import { RuntimeProvider } from '../runtime-context.js';

const LIST_URL = '/api/visualdev/OnlineDev/model-1/List';
const rows = [
  { id: 'r1', applicant: '张三', leaveType: 'sick', startDate: Date.UTC(2024, 4, 2, 4), days: 2 },
];

/** The window's width, which the test setup's matchMedia answers antd's breakpoints from. */
function widthIs(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

function renderList() {
  const fake = fakeTransport((request) => (request.url === LIST_URL ? paged(rows) : null));
  renderWithRuntime(
    <ListRenderer
      list={leaveRequestList}
      form={leaveRequestForm}
      endpoints={onlineDevEndpoints('model-1')}
      menuId="menu-1"
    />,
    fake.transport,
  );
  return fake;
}

const treeList: ListSchema = {
  ...leaveRequestList,
  type: 2,
  treeTitle: '请假类型',
  treeDataSource: 'api',
  treePropsUrl: '/api/example/LeaveTypes',
  treePropsLabel: 'name',
  treePropsValue: 'code',
  treeRelation: 'leaveType',
};

/** The leave list with a tree of leave types beside it, and 45 rows: three pages of 20. */
function renderTreeList() {
  const fake = fakeTransport((request) => {
    if (request.url === LIST_URL) return paged(rows, 45);
    if (request.url === '/api/example/LeaveTypes') {
      return { list: [{ code: 'all', name: '全部类型', children: [{ code: 'sick', name: '病假' }] }] };
    }
    return null;
  });
  renderWithRuntime(
    <ListRenderer
      list={treeList}
      form={leaveRequestForm}
      endpoints={onlineDevEndpoints('model-1')}
      menuId="menu-1"
    />,
    fake.transport,
  );
  const lastQuery = () =>
    fake.matching('POST', LIST_URL).at(-1)?.data as { queryJson?: string; currentPage?: number };
  return { ...fake, lastQuery };
}

/** Whether the search editor labelled `label` shows: its column is hidden when folded. */
const shown = (label: string) => {
  const column = within(searchForm())
    .getByText(label, { selector: 'label' })
    .closest('.fw-search-item')?.parentElement;
  if (!column) throw new Error(`no search editor labelled ${label}`);
  return column.style.display !== 'none';
};

function dialog(width: number) {
  widthIs(width);
  render(
    <RuntimeProvider value={{ transport: () => Promise.reject(new Error('no server')), permissionList: [] }}>
      <FormDialog
        open
        title="新建"
        settings={{ popupWidth: '600px' }}
        readOnly={false}
        loading={false}
        saving={false}
        onOk={() => {}}
        onCancel={() => {}}
      >
        body
      </FormDialog>
    </RuntimeProvider>,
  );
  return document.querySelector('.ant-modal') as HTMLElement;
}

describe('below the md breakpoint (768 px)', { timeout: UI_TEST_TIMEOUT }, () => {
  beforeEach(() => widthIs(390));
  afterEach(() => widthIs(1024));

  it('folds the search to its first editor and 查询; 更多筛选 opens and closes the rest', async () => {
    const fake = renderList();
    await screen.findByText('张三');
    expect(shown('申请人')).toBe(true);
    expect(shown('请假类型')).toBe(false);
    expect(shown('请假天数')).toBe(false);
    expect(within(searchForm()).queryByText(/重\s*置/)).toBeNull();
    const more = button('更多筛选', searchForm());
    expect(more.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(shown('请假类型')).toBe(true);
    expect(shown('请假天数')).toBe(true);
    expect(button('重置', searchForm())).toBeTruthy();

    fireEvent.change(within(searchForm()).getByLabelText('申请人'), { target: { value: '张' } });
    fireEvent.click(more);
    expect(shown('请假类型')).toBe(false);
    fireEvent.click(button('查询', searchForm()));
    await waitFor(() => expect(fake.matching('POST', LIST_URL).length).toBeGreaterThan(1));
    const query = fake.matching('POST', LIST_URL).at(-1)?.data as { queryJson: string };
    expect(JSON.parse(query.queryJson)).toMatchObject({ applicant: '张' });
  });

  it('scrolls the table sideways under a fixed row number and first column', async () => {
    renderList();
    await screen.findByText('张三');
    const header = (text: string) =>
      within(document.querySelector('.ant-table-thead') as HTMLElement)
        .getByText(text)
        .closest('th');
    expect(header('序号')?.className).toContain('ant-table-cell-fix-left');
    expect(header('申请人')?.className).toContain('ant-table-cell-fix-left');
    expect(header('请假类型')?.className).not.toContain('ant-table-cell-fix-left');
    expect(header('操作')?.className).not.toContain('ant-table-cell-fix-right');
    expect(document.querySelector('.ant-table-content')).not.toBeNull();
    expect(document.querySelector<HTMLElement>('.ant-table-content table')?.style.width).toBe('max-content');
  });

  it('folds the tree into a select above the list; choosing a node filters, clearing shows all', async () => {
    const { lastQuery } = renderTreeList();
    await screen.findByText('张三');
    const aside = screen.getByLabelText('请假类型', { selector: 'aside' });
    expect(aside.querySelector('.ant-tree')).toBeNull();
    // Above the list, not beside it.
    expect((aside.parentElement as HTMLElement).style.flexDirection).toBe('column');
    fireEvent.mouseDown(aside.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByText('病假', { selector: '.ant-select-tree-title' }));
    await waitFor(() => expect(lastQuery().queryJson).toBe('{"leaveType":"sick"}'));
    fireEvent.mouseDown(aside.querySelector('.ant-select-clear') as HTMLElement);
    await waitFor(() => expect(lastQuery().queryJson).toBeUndefined());
  });

  it('pages with the simple pager, page of pages, and no jumper', async () => {
    const { lastQuery } = renderTreeList();
    await screen.findByText('张三');
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager.querySelector('.ant-pagination-simple')).not.toBeNull();
    expect(pager.querySelector('.ant-pagination-options-quick-jumper')).toBeNull();
    expect(pager.querySelector('.ant-pagination-simple-pager')?.textContent).toContain('3');
    fireEvent.click(pager.querySelector('.ant-pagination-next') as HTMLElement);
    await waitFor(() => expect(lastQuery().currentPage).toBe(2));
  });

  it('lays a form out in one column with its labels on top', () => {
    renderForm(leaveRequestForm);
    expect(itemOf('申请人').closest('.ant-col')?.className).toContain('ant-col-24');
    expect(itemOf('联系电话').closest('.ant-col')?.className).toContain('ant-col-24');
    expect(itemOf('申请人').className).toContain('ant-form-item-vertical');
  });

  it('gives a dialog the whole screen', () => {
    const modal = dialog(390);
    expect(modal.style.width).toBe('100vw');
    expect(modal.style.top).toBe('0px');
  });
});

describe('at a desktop width', { timeout: UI_TEST_TIMEOUT }, () => {
  it('keeps the whole search form, the form columns and the dialog width', async () => {
    widthIs(1024);
    renderList();
    await screen.findByText('张三');
    expect(shown('请假天数')).toBe(true);
    expect(within(searchForm()).queryByText('更多筛选')).toBeNull();
    const rowNumber = within(document.querySelector('.ant-table-thead') as HTMLElement)
      .getByText('序号')
      .closest('th');
    expect(rowNumber?.className).not.toContain('ant-table-cell-fix-left');
  });

  it('keeps the tree beside the list and the full pager with its jumper', async () => {
    widthIs(1024);
    renderTreeList();
    await screen.findByText('病假', { selector: '.ant-tree-title' });
    const pager = screen.getByRole('navigation', { name: '分页' });
    expect(pager.querySelector('.ant-pagination-simple')).toBeNull();
    expect(pager.querySelector('.ant-pagination-options-quick-jumper')).not.toBeNull();
  });

  it('keeps two form columns and the popup width', () => {
    widthIs(1024);
    renderForm(leaveRequestForm);
    expect(itemOf('申请人').closest('.ant-col')?.className).toContain('ant-col-12');
    expect(dialog(1024).style.width).toBe('600px');
  });
});
