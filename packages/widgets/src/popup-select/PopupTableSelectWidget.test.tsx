import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../data-provider/test-provider.js';
import { WidgetsProvider } from '../data-provider/WidgetsProvider.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';
import { CUSTOMER_SOURCE, CUSTOMERS, customerProvider } from './fixtures.js';
import { PopupTableSelectWidget } from './PopupTableSelectWidget.js';

prepareJsdomForStories();

const Field = controlled(PopupTableSelectWidget);

describe('PopupTableSelectWidget', () => {
  it('loads each stored id and shows the names joined in the order stored', async () => {
    const provider = customerProvider();
    render(
      <WidgetsProvider dataProvider={testDataProvider(provider)}>
        <Field {...CUSTOMER_SOURCE} multiple value={['c5', 'c1']} />
      </WidgetsProvider>,
    );
    const trigger = screen.getByPlaceholderText('请选择');
    await waitFor(() => expect(trigger).toHaveProperty('value', '海尔智家股份有限公司,华为技术有限公司'));
    expect(provider.interfaceRecord.mock.calls.map(([params]) => params.id)).toEqual(['c5', 'c1']);
  });

  it('checks a whole page with the header checkbox, keeping rows checked on other pages', async () => {
    const onChange = vi.fn();
    render(
      <WidgetsProvider dataProvider={testDataProvider(customerProvider())}>
        <Field {...CUSTOMER_SOURCE} multiple hasPage value={['c45']} onChange={onChange} />
      </WidgetsProvider>,
    );
    fireEvent.click(screen.getByPlaceholderText('请选择'));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('华为技术有限公司');
    fireEvent.click(dialog.getByRole('checkbox', { name: /all|全选/i }));
    fireEvent.click(dialog.getByRole('button', { name: '确定' }));
    const firstPage = CUSTOMERS.slice(0, 20).map((row) => row.customerId);
    expect(onChange).toHaveBeenLastCalledWith(['c45', ...firstPage]);
  });
});
