import { loadOnUse } from '@formwork/widgets';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RuntimeProvider } from '../../runtime-context.js';
import { UI_TEST_TIMEOUT } from '../testing/fake-transport.js';
import { DateRange, type DateRangeProps } from './DateRange.js';
import { onFirstUse } from './MomentSearch.js';

const NO_SERVER = { transport: () => Promise.reject(new Error('no server')), permissionList: [] };

function inRuntime(ui: ReactNode) {
  return render(<RuntimeProvider value={NO_SERVER}>{ui}</RuntimeProvider>);
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>could not load</p> : this.props.children;
  }
}

/** A date range search whose picker code arrives when the test says so. */
function rangeSearchOnHold() {
  let settle: { resolve: (picker: unknown) => void; reject: (error: Error) => void } | undefined;
  const load = vi.fn(
    () =>
      new Promise((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  const Picker = loadOnUse(load as () => Promise<(props: DateRangeProps) => ReactNode>, 'HeldPicker');
  const Search = onFirstUse<DateRangeProps>(Picker, (texts) => ({
    placeholders: [texts.rangeStart, texts.rangeEnd],
    icon: null,
  }));
  return { Search, load, settle: () => settle };
}

describe('a date search before its picker code arrives', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows the picker’s words, fetches nothing until the user goes to it, then hands over to the picker on that input', async () => {
    const { Search, load, settle } = rangeSearchOnHold();
    inRuntime(<Search id="startDate" />);
    expect(screen.getByPlaceholderText('开始')).toBeTruthy();
    expect(screen.getByPlaceholderText('结束')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();

    fireEvent.focus(screen.getByPlaceholderText('结束'));
    expect(load).toHaveBeenCalledTimes(1);
    fireEvent.change(screen.getByPlaceholderText('结束'), { target: { value: '2026-01' } });
    settle()?.resolve(({ focusOn }: DateRangeProps) => (
      <span>
        picker focused at input {focusOn?.index}, {focusOn?.click ? 'open' : 'closed'}, typed{' '}
        {focusOn?.typed[1]}
      </span>
    ));
    expect(await screen.findByText('picker focused at input 1, closed, typed 2026-01')).toBeTruthy();
  });

  it('goes to the error boundary when the code cannot be fetched, instead of waiting for ever', async () => {
    const { Search, settle } = rangeSearchOnHold();
    inRuntime(
      <Boundary>
        <Search id="startDate" />
      </Boundary>,
    );
    fireEvent.mouseDown(screen.getByPlaceholderText('开始'));
    fireEvent.click(screen.getByPlaceholderText('开始'));
    settle()?.reject(new Error('offline'));
    expect(await screen.findByText('could not load')).toBeTruthy();
  });
});

describe('a date range picker drawn for a user who went to it', { timeout: UI_TEST_TIMEOUT }, () => {
  it('is focused on the input the user went to', async () => {
    inRuntime(<DateRange id="startDate" focusOn={{ index: 1, click: false, typed: [] }} />);
    await waitFor(() => expect(document.activeElement?.getAttribute('placeholder')).toBe('结束'));
  });

  it('holds what the user typed before it was drawn', async () => {
    inRuntime(<DateRange id="startDate" focusOn={{ index: 0, click: false, typed: ['2026-01-05'] }} />);
    await waitFor(() => expect(screen.getByPlaceholderText('开始')).toHaveProperty('value', '2026-01-05'));
    expect(document.activeElement?.getAttribute('placeholder')).toBe('开始');
  });

  it('opens its panel when the user clicked', async () => {
    inRuntime(<DateRange id="startDate" focusOn={{ index: 0, click: true, typed: [] }} />);
    await waitFor(() => expect(document.activeElement?.getAttribute('placeholder')).toBe('开始'));
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
  });
});
