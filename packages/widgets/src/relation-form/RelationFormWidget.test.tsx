import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testDataProvider } from '../data-provider/test-provider.js';
import type { DataProvider } from '../data-provider/types.js';
import { WidgetsProvider } from '../data-provider/WidgetsProvider.js';
import { RelationDataProvider } from '../relation-data/RelationDataProvider.js';
import { createRelationStore } from '../relation-data/relation-store.js';
import { controlled } from '../stories-as-tests/controlled.js';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';
import { LEAVE_SOURCE, leaveProvider } from './fixtures.js';
import { RelationFormWidget } from './RelationFormWidget.js';

prepareJsdomForStories();

const Field = controlled(RelationFormWidget);

function renderWith(methods: Partial<DataProvider>, ui: ReactNode) {
  return render(<WidgetsProvider dataProvider={testDataProvider(methods)}>{ui}</WidgetsProvider>);
}

const trigger = () => screen.getByPlaceholderText('请选择');

async function pick(text: string) {
  fireEvent.click(trigger());
  const dialog = within(await screen.findByRole('dialog'));
  fireEvent.click(await dialog.findByText(text));
  fireEvent.click(dialog.getByRole('button', { name: '确定' }));
}

describe('RelationFormWidget', () => {
  it('shares the whole chosen record, loaded after the pick, under its vModel', async () => {
    const store = createRelationStore();
    const provider = leaveProvider();
    const onChange = vi.fn();
    renderWith(
      provider,
      <RelationDataProvider store={store}>
        <Field {...LEAVE_SOURCE} vModel="leave" onChange={onChange} />
      </RelationDataProvider>,
    );
    await pick('张敏');
    expect(onChange).toHaveBeenLastCalledWith('l3');
    expect(trigger()).toHaveProperty('value', '张敏');
    // The list row has only the listed columns; the record brings the rest.
    await waitFor(() =>
      expect(store.get('leave')).toMatchObject({ id: 'l3', department: '市场部', days: 2 }),
    );
    expect(provider.modelRecord).toHaveBeenCalledTimes(1);
  });

  it('keeps the picked row when its record cannot be loaded, without a message', async () => {
    const store = createRelationStore();
    const modelRecord = vi.fn(() => Promise.reject(new Error('服务器错误')));
    renderWith(
      { ...leaveProvider(), modelRecord },
      <RelationDataProvider store={store}>
        <Field {...LEAVE_SOURCE} vModel="leave" />
      </RelationDataProvider>,
    );
    await pick('李强');
    await waitFor(() => expect(modelRecord).toHaveBeenCalled());
    expect(trigger()).toHaveProperty('value', '李强');
    expect(store.get('leave')).toMatchObject({ applicant: '李强', leaveType: '病假' });
    expect(screen.queryByText('服务器错误')).toBeNull();
  });

  it('loads the stored record again when the model changes', async () => {
    const provider = leaveProvider();
    const { rerender } = renderWith(provider, <RelationFormWidget {...LEAVE_SOURCE} value="l1" />);
    await waitFor(() => expect(trigger()).toHaveProperty('value', '王芳'));
    rerender(
      <WidgetsProvider dataProvider={testDataProvider(provider)}>
        <RelationFormWidget {...LEAVE_SOURCE} modelId="m-leave-2024" value="l1" />
      </WidgetsProvider>,
    );
    await waitFor(() =>
      expect(provider.modelRecord).toHaveBeenLastCalledWith(
        { modelId: 'm-leave-2024', id: 'l1' },
        expect.anything(),
      ),
    );
  });
});
