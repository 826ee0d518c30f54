import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../data-provider/test-provider.js';
import { WidgetsProvider } from '../data-provider/WidgetsProvider.js';
import { AutoCompleteWidget } from './AutoCompleteWidget.js';
import { customerRows } from './fixtures.js';
import { suggestionTexts } from './use-suggestions.js';

describe('AutoCompleteWidget', () => {
  it('asks the interface once the user types, for at most `total` rows of the shown field', async () => {
    const interfaceList = vi.fn(customerRows);
    render(
      <WidgetsProvider dataProvider={testDataProvider({ interfaceList })}>
        <AutoCompleteWidget
          interfaceId="if-customers"
          relationField="customerName"
          total={1}
          params={{ a: 1 }}
        />
      </WidgetsProvider>,
    );
    expect(interfaceList).not.toHaveBeenCalled();
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '华' } });
    await waitFor(() => expect(interfaceList).toHaveBeenCalledTimes(1));
    expect(interfaceList.mock.calls[0]?.[0]).toEqual({
      interfaceId: 'if-customers',
      propsValue: 'customerName',
      relationField: 'customerName',
      columnOptions: ['customerName'],
      keyword: '华',
      currentPage: 1,
      pageSize: 1,
      params: { a: 1 },
    });
  });

  it('suggests each text once and skips empty ones', () => {
    expect(suggestionTexts([{ n: '甲' }, { n: '' }, { n: '甲' }, { n: 2 }, {}], 'n')).toEqual(['甲', '2']);
  });
});
