import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type DataProvider, testDataProvider, WidgetsProvider } from '../data-provider/index.js';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';
import { AreaSelectWidget } from './AreaSelectWidget.js';
import { areaFixtureProvider, DONGCHENG, XIHU } from './area-fixtures.js';

// antd's dialogs and trees measure over and over; jsdom's full style cascade makes that slow.
prepareJsdomForStories();

function withProvider(methods: Partial<DataProvider>) {
  const provider = testDataProvider(methods);
  return ({ children }: { children: ReactNode }) => (
    <WidgetsProvider dataProvider={provider}>{children}</WidgetsProvider>
  );
}

async function openDialog() {
  fireEvent.mouseDown(screen.getByRole('combobox'));
  return within(await screen.findByRole('dialog'));
}

const confirmButton = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: /确\s*定/ });

describe('AreaSelectWidget', () => {
  it('asks areaNames once for the stored paths and not again for places just picked', async () => {
    const fixtures = areaFixtureProvider();
    const areaNames = vi.fn(fixtures.areaNames);
    const onChange = vi.fn();
    const { rerender } = render(<AreaSelectWidget value={[DONGCHENG]} multiple onChange={onChange} />, {
      wrapper: withProvider({ ...fixtures, areaNames }),
    });
    expect(await screen.findByText('北京市/市辖区/东城区')).toBeTruthy();
    expect(areaNames).toHaveBeenCalledTimes(1);
    expect(areaNames.mock.calls[0]?.[0]).toEqual({ idPaths: [DONGCHENG] });

    const dialog = await openDialog();
    fireEvent.click(await dialog.findByText('浙江省'));
    fireEvent.click(await dialog.findByText('杭州市'));
    fireEvent.click(await dialog.findByText('西湖区'));
    fireEvent.click(confirmButton(dialog));
    expect(onChange).toHaveBeenLastCalledWith([DONGCHENG, XIHU]);
    rerender(<AreaSelectWidget value={[DONGCHENG, XIHU]} multiple onChange={onChange} />);
    expect(await screen.findByText('浙江省/杭州市/西湖区')).toBeTruthy();
    expect(areaNames).toHaveBeenCalledTimes(1);
  });

  it('with level 0 picks provinces without opening them', async () => {
    const fixtures = areaFixtureProvider();
    const areaChildren = vi.fn(fixtures.areaChildren);
    const onChange = vi.fn();
    render(<AreaSelectWidget level={0} onChange={onChange} />, {
      wrapper: withProvider({ ...fixtures, areaChildren }),
    });
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByText('浙江省'));
    fireEvent.click(confirmButton(dialog));
    expect(onChange).toHaveBeenLastCalledWith(['330000']);
    expect(areaChildren.mock.calls.map(([params]) => params)).toEqual([{ parentId: '-1' }]);
  });

  it('picks a district that has streets below it at the default depth, without opening it', async () => {
    const fixtures = areaFixtureProvider();
    const areaChildren = vi.fn(fixtures.areaChildren);
    const onChange = vi.fn();
    render(<AreaSelectWidget onChange={onChange} />, {
      wrapper: withProvider({ ...fixtures, areaChildren }),
    });
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByText('北京市'));
    fireEvent.click(await dialog.findByText('市辖区'));
    fireEvent.click(await dialog.findByText('东城区'));
    expect(dialog.queryByText('东华门街道')).toBeNull();
    fireEvent.click(confirmButton(dialog));
    expect(onChange).toHaveBeenLastCalledWith(DONGCHENG);
    expect(areaChildren.mock.calls.map(([params]) => params.parentId)).toEqual(['-1', '110000', '110100']);
  });

  it('leaves a province whose cities fail to load unpicked, without a message', async () => {
    const fixtures = areaFixtureProvider();
    const onChange = vi.fn();
    const areaChildren: DataProvider['areaChildren'] = (params, signal) =>
      params.parentId === '330000'
        ? Promise.reject(new Error('offline'))
        : fixtures.areaChildren(params, signal);
    render(<AreaSelectWidget onChange={onChange} />, {
      wrapper: withProvider({ ...fixtures, areaChildren }),
    });
    const dialog = await openDialog();
    fireEvent.click(await dialog.findByText('浙江省'));
    const selected = within(dialog.getByRole('region', { name: '已选' }));
    await waitFor(() => expect(dialog.queryByText('杭州市')).toBeNull());
    expect(selected.queryByText('浙江省')).toBeNull();
    expect(screen.queryByText('offline')).toBeNull();
  });

  it('keeps the other places when a tag is removed in multiple mode', async () => {
    const onChange = vi.fn();
    render(<AreaSelectWidget value={[DONGCHENG, XIHU]} multiple onChange={onChange} />, {
      wrapper: withProvider(areaFixtureProvider()),
    });
    const tag = (await screen.findByText('北京市/市辖区/东城区')).closest('.ant-select-selection-item');
    fireEvent.click((tag as HTMLElement).querySelector('.ant-select-selection-item-remove') as Element);
    expect(onChange).toHaveBeenLastCalledWith([XIHU]);
  });

  it('clears a single place to an empty path', async () => {
    const onChange = vi.fn();
    const { container } = render(<AreaSelectWidget value={XIHU} onChange={onChange} />, {
      wrapper: withProvider(areaFixtureProvider()),
    });
    await screen.findByText('浙江省/杭州市/西湖区');
    fireEvent.mouseDown(container.querySelector('.ant-select-clear') as Element);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the ids of a place the server cannot name once loading ends', async () => {
    render(<AreaSelectWidget value={['990000']} readOnly />, {
      wrapper: withProvider({ areaNames: () => Promise.reject(new Error('offline')) }),
    });
    expect(await screen.findByText('990000')).toBeTruthy();
  });
});
