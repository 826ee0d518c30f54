import { type ListSchema, leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormLanguage } from '../form/types.js';
import { RuntimeProvider } from '../runtime-context.js';
import { ListRenderer } from './ListRenderer.js';
import { button, fakeTransport, paged, UI_TEST_TIMEOUT } from './testing/fake-transport.js';

// Buttons without their own label take the list's default wording.
const list: ListSchema = {
  ...leaveRequestList,
  btnsList: [{ value: 'add', label: '' }],
  columnBtnsList: [{ value: 'edit', label: '' }],
};
const rows = [{ id: 'r1', applicant: '张三', leaveType: 'sick', days: 2 }];

function renderIn(language: FormLanguage, shown: ListSchema = list, records: object[] = rows) {
  const fake = fakeTransport((request) => (request.url.endsWith('/List') ? paged(records) : null));
  render(
    <RuntimeProvider value={{ transport: fake.transport, permissionList: [], language }}>
      <ListRenderer
        list={shown}
        form={leaveRequestForm}
        endpoints={onlineDevEndpoints('model-1')}
        menuId="m1"
        onAdd={() => undefined}
        onEdit={() => undefined}
      />
    </RuntimeProvider>,
  );
}

describe('list texts', { timeout: UI_TEST_TIMEOUT }, () => {
  it('words the toolbar, search, table and pager in English', async () => {
    renderIn('en');
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Edit')).toBeTruthy();
    expect(button('Add')).toBeTruthy();
    expect(button('Search')).toBeTruthy();
    expect(screen.getByText('No.')).toBeTruthy();
    const pager = screen.getByLabelText('Pages');
    expect(within(pager).getByText('Total 1')).toBeTruthy();
  });

  it("words a switch's state and a sub-table's row count in English", async () => {
    const withCells: ListSchema = {
      ...list,
      columnList: [
        ...list.columnList,
        { label: '加急', prop: 'urgent', jnpfKey: 'switch' },
        { label: '工作交接', prop: 'handover', jnpfKey: 'table' },
      ],
    };
    const handover = [{ task: 'a' }, { task: 'b' }];
    renderIn('en', withCells, [{ ...rows[0], urgent: 1, handover }]);
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(within(row).getByText('On')).toBeTruthy();
    expect(within(row).getByText('Rows: 2')).toBeTruthy();
    expect(within(row).queryByText('开')).toBeNull();
    expect(within(row).queryByText('2行')).toBeNull();
  });

  it("offers a switch's states in the search in English, unless the designer wrote its own words", async () => {
    const form = {
      ...leaveRequestForm,
      fields: leaveRequestForm.fields.map((field) =>
        field.vModel === 'urgent' ? { ...field, props: { activeTxt: '开', inactiveTxt: '不急' } } : field,
      ),
    };
    const searched: ListSchema = {
      ...list,
      searchList: [{ label: '加急', prop: 'urgent', jnpfKey: 'switch', searchType: 1 }],
    };
    const fake = fakeTransport((request) => (request.url.endsWith('/List') ? paged(rows) : null));
    render(
      <RuntimeProvider value={{ transport: fake.transport, permissionList: [], language: 'en' }}>
        <ListRenderer list={searched} form={form} endpoints={onlineDevEndpoints('model-1')} menuId="m1" />
      </RuntimeProvider>,
    );
    await screen.findByText('张三');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '加急' }));
    expect(await screen.findByText('On')).toBeTruthy();
    expect(screen.getByText('不急')).toBeTruthy();
    expect(screen.queryByText('开')).toBeNull();
  });

  it('words them in traditional Chinese', async () => {
    renderIn('zhtw');
    const row = (await screen.findByText('张三')).closest('tr') as HTMLElement;
    expect(button('編輯', row)).toBeTruthy();
    expect(button('查詢')).toBeTruthy();
    expect(within(screen.getByLabelText('分頁')).getByText('共 1 筆')).toBeTruthy();
  });
});
