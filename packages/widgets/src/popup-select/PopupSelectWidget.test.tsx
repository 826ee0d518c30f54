import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../data-provider/test-provider.js';
import type { DataProvider } from '../data-provider/types.js';
import { WidgetsProvider } from '../data-provider/WidgetsProvider.js';
import { RelationDataProvider } from '../relation-data/RelationDataProvider.js';
import { createRelationStore } from '../relation-data/relation-store.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';
import { CUSTOMER_SOURCE, customerProvider } from './fixtures.js';
import { PopupSelectWidget } from './PopupSelectWidget.js';

prepareJsdomForStories();

const Field = controlled(PopupSelectWidget);

function renderWith(methods: Partial<DataProvider>, ui: ReactNode) {
  return render(<WidgetsProvider dataProvider={testDataProvider(methods)}>{ui}</WidgetsProvider>);
}

const openPicker = async () => {
  fireEvent.click(screen.getByPlaceholderText('请选择'));
  return within(await screen.findByRole('dialog'));
};
const confirmButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: '确定' });

describe('PopupSelectWidget', () => {
  it('asks the interface for the configured columns, no keyword, page 1 and 10000 rows without paging', async () => {
    const provider = customerProvider();
    renderWith(provider, <Field {...CUSTOMER_SOURCE} params={{ region: '华南' }} />);
    const dialog = await openPicker();
    expect(await dialog.findByText('华为技术有限公司')).toBeTruthy();
    expect(provider.interfaceList).toHaveBeenCalledTimes(1);
    expect(provider.interfaceList.mock.calls[0]?.[0]).toEqual({
      interfaceId: 'if-customers',
      propsValue: 'customerId',
      relationField: 'customerName',
      columnOptions: ['customerName', 'contact', 'phone'],
      keyword: '',
      currentPage: 1,
      pageSize: 10000,
      params: { region: '华南' },
    });
  });

  it('loads the row of a stored value with interfaceRecord and shows its relationField', async () => {
    const provider = customerProvider();
    renderWith(provider, <Field {...CUSTOMER_SOURCE} value="c4" />);
    await waitFor(() =>
      expect(screen.getByPlaceholderText('请选择')).toHaveProperty('value', '格力电器股份有限公司'),
    );
    expect(provider.interfaceRecord.mock.calls[0]?.[0]).toEqual({
      interfaceId: 'if-customers',
      id: 'c4',
      propsValue: 'customerId',
      relationField: 'customerName',
    });
  });

  it('opens with the stored row checked, so 确定 keeps it', async () => {
    const onChange = vi.fn();
    renderWith(customerProvider(), <Field {...CUSTOMER_SOURCE} value="c2" onChange={onChange} />);
    await waitFor(() =>
      expect(screen.getByPlaceholderText('请选择')).toHaveProperty('value', '比亚迪股份有限公司'),
    );
    const dialog = await openPicker();
    await dialog.findByText('比亚迪股份有限公司');
    const checked = dialog.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked);
    expect(checked).toHaveLength(1);
    fireEvent.click(confirmButton(dialog));
    expect(onChange).toHaveBeenLastCalledWith('c2');
  });

  it('does not confirm with nothing checked', async () => {
    const onChange = vi.fn();
    renderWith(customerProvider(), <Field {...CUSTOMER_SOURCE} onChange={onChange} />);
    const dialog = await openPicker();
    await dialog.findByText('华为技术有限公司');
    fireEvent.click(confirmButton(dialog));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('starts every opening without the keyword searched before', async () => {
    const provider = customerProvider();
    renderWith(provider, <Field {...CUSTOMER_SOURCE} />);
    let dialog = await openPicker();
    fireEvent.change(dialog.getByPlaceholderText('关键词'), { target: { value: '美的' } });
    fireEvent.click(dialog.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(dialog.queryByText('华为技术有限公司')).toBeNull());
    fireEvent.click(dialog.getByRole('button', { name: '取消' }));
    dialog = await openPicker();
    expect(dialog.getByPlaceholderText('关键词')).toHaveProperty('value', '');
    expect(await dialog.findByText('华为技术有限公司')).toBeTruthy();
    expect(provider.interfaceList.mock.lastCall?.[0]).toMatchObject({ keyword: '', currentPage: 1 });
  });

  it('says nothing when the record of a stored value cannot be loaded', async () => {
    const interfaceRecord = vi.fn(() => Promise.reject(new Error('接口调用失败')));
    renderWith({ interfaceRecord }, <Field {...CUSTOMER_SOURCE} value="c1" />);
    await waitFor(() => expect(interfaceRecord).toHaveBeenCalled());
    expect(screen.getByPlaceholderText('请选择')).toHaveProperty('value', '');
    expect(screen.queryByText('接口调用失败')).toBeNull();
  });

  it('closes the drawer on Escape, wherever the focus is', async () => {
    renderWith(customerProvider(), <Field {...CUSTOMER_SOURCE} popupType="drawer" />);
    const drawer = await openPicker();
    // Escape in the drawer (as a browser sends it: antd reads keyCode).
    fireEvent.keyDown(await drawer.findByText('华为技术有限公司'), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Escape on the field, when the drawer never took the focus.
    await openPicker();
    fireEvent.keyDown(screen.getByPlaceholderText('请选择'), { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shares the chosen row under its vModel, and null once cleared', async () => {
    const store = createRelationStore();
    renderWith(
      customerProvider(),
      <RelationDataProvider store={store}>
        <Field {...CUSTOMER_SOURCE} vModel="customer" value="c1" />
      </RelationDataProvider>,
    );
    await waitFor(() => expect(store.get('customer')).toMatchObject({ contact: '张伟' }));
    const dialog = await openPicker();
    fireEvent.click(await dialog.findByText('海尔智家股份有限公司'));
    fireEvent.click(confirmButton(dialog));
    await waitFor(() =>
      expect(store.get('customer')).toMatchObject({ contact: '陈静', phone: '13500135005' }),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '清空' })));
    expect(store.get('customer')).toBeNull();
  });
});
