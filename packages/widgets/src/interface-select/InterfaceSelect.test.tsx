import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DataProvider, testDataProvider, WidgetsProvider } from '../data-provider/index.js';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';
import { InterfaceSelect } from './InterfaceSelect.js';
import { interfaceFixtureProvider } from './interface-fixtures.js';

// antd's dialogs and tables measure over and over; jsdom's full style cascade makes that slow.
prepareJsdomForStories();

function setup(element: ReactNode, methods: Partial<DataProvider> = {}) {
  const dataInterfaces = vi.fn(interfaceFixtureProvider().dataInterfaces);
  const provider = testDataProvider({ dataInterfaces, ...methods });
  const view = render(<WidgetsProvider dataProvider={provider}>{element}</WidgetsProvider>);
  return { dataInterfaces, ...view };
}

async function openDialog() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  return within(await screen.findByRole('dialog'));
}

const confirmButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /确\s*定/ });

describe('InterfaceSelect', () => {
  it('asks for the first page of 20 and emits the checked interface id with its row', async () => {
    const onChange = vi.fn();
    const { dataInterfaces } = setup(<InterfaceSelect onChange={onChange} />);
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByText('客户列表'));
    fireEvent.click(confirmButton(dialog));
    expect(onChange).toHaveBeenCalledWith('di-customers', {
      id: 'di-customers',
      fullName: '客户列表',
      enCode: 'customers',
    });
    expect(dataInterfaces.mock.calls[0]?.[0]).toEqual({ currentPage: 1, pageSize: 20 });
  });

  it('emits nothing while no row is checked', async () => {
    const onChange = vi.fn();
    setup(<InterfaceSelect onChange={onChange} />);
    const dialog = await openDialog();
    await dialog.findByText('客户列表');
    fireEvent.click(confirmButton(dialog));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('searches by keyword from page 1 and pages by 20', async () => {
    const { dataInterfaces } = setup(<InterfaceSelect />);
    const dialog = await openDialog();
    await dialog.findByText('客户列表');
    fireEvent.click(dialog.getByTitle('2'));
    await dialog.findByText('币种列表');
    fireEvent.change(dialog.getByPlaceholderText('请输入关键词'), { target: { value: '订单' } });
    fireEvent.click(dialog.getByRole('button', { name: /查\s*询/ }));
    await dialog.findByText('采购订单');
    expect(dataInterfaces.mock.calls.map(([params]) => params)).toEqual([
      { currentPage: 1, pageSize: 20 },
      { currentPage: 2, pageSize: 20 },
      { keyword: '订单', currentPage: 1, pageSize: 20 },
    ]);
  });

  it('asks for 10000 at once without paging', async () => {
    const { dataInterfaces } = setup(<InterfaceSelect hasPage={false} />);
    const dialog = await openDialog();
    await dialog.findByText('币种列表');
    expect(dataInterfaces.mock.calls[0]?.[0]).toEqual({ currentPage: 1, pageSize: 10000 });
  });

  it('clears to an empty id', async () => {
    const onChange = vi.fn();
    const { container } = setup(<InterfaceSelect value="di-cities" title="城市列表" onChange={onChange} />);
    fireEvent.mouseDown(container.querySelector('.ant-select-clear') as Element);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(''));
  });
});
