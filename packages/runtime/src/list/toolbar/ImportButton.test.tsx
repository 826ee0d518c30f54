import { leaveRequestForm, leaveRequestList, onlineDevEndpoints } from '@formwork/schema';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FormLanguage } from '../../form/types.js';
import { RuntimeProvider } from '../../runtime-context.js';
import { TransportError } from '../../transport/transport.js';
import { ListRenderer } from '../ListRenderer.js';
import {
  type Answer,
  fakeTransport,
  paged,
  queryButton,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../testing/fake-transport.js';
import { ImportButton } from './ImportButton.js';
import { ListToolbar } from './ListToolbar.js';

const URL = '/api/visualdev/OnlineDev/model-1/Actions/Import';

function renderImport(answer: Answer, language?: FormLanguage) {
  const fake = fakeTransport(answer);
  const onImported = vi.fn();
  render(
    <RuntimeProvider value={{ transport: fake.transport, permissionList: [], ...(language && { language }) }}>
      <ImportButton url={URL} onImported={onImported} />
    </RuntimeProvider>,
  );
  const file = new File(['name,days\n张三,2\n'], '请假.csv', { type: 'text/csv' });
  const choose = () =>
    fireEvent.change(screen.getByTestId('list-import-input'), { target: { files: [file] } });
  return { fake, onImported, choose, file };
}

describe('ImportButton', { timeout: UI_TEST_TIMEOUT }, () => {
  it('posts the chosen file as multipart `file` to its URL and says 导入成功', async () => {
    const { fake, onImported, choose, file } = renderImport(() => null);
    choose();
    expect(await screen.findByText('导入成功')).toBeTruthy();
    expect(onImported).toHaveBeenCalledTimes(1);
    const [request] = fake.matching('POST', URL);
    const body = request?.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe(file.name);
  });

  it("shows the server's message for about a second when the answer is not 200", async () => {
    const { onImported, choose } = renderImport(() => {
      throw new TransportError(400, '第2行：请假类型不存在');
    });
    choose();
    expect(await screen.findByText('第2行：请假类型不存在')).toBeTruthy();
    expect(onImported).not.toHaveBeenCalled();
    // antd's default (3 s) would still show it here.
    await waitFor(() => expect(screen.queryByText('第2行：请假类型不存在')).toBeNull(), { timeout: 1800 });
  });

  it('is worded in the runtime language', () => {
    renderImport(() => null, 'en');
    expect(queryButton('Import')).not.toBeNull();
  });
});

describe('ListToolbar upload button', { timeout: UI_TEST_TIMEOUT }, () => {
  const renderToolbar = (importUrl?: string) =>
    render(
      <RuntimeProvider value={{ transport: fakeTransport(() => null).transport, permissionList: [] }}>
        <ListToolbar
          buttons={[{ value: 'upload', label: '导入请假单' }]}
          onAction={() => undefined}
          onReload={() => undefined}
          onColumns={() => undefined}
          {...(importUrl && { importUrl })}
        />
      </RuntimeProvider>,
    );

  it('draws the import with its label when the list has an import URL', () => {
    renderToolbar(URL);
    expect(queryButton('导入请假单')).not.toBeNull();
    expect(screen.getByTestId('list-import-input')).toBeTruthy();
  });

  it('leaves it out without one', () => {
    renderToolbar();
    expect(queryButton('导入请假单')).toBeNull();
  });
});

describe('a list with an import endpoint', { timeout: UI_TEST_TIMEOUT }, () => {
  const list = { ...leaveRequestList, btnsList: [{ value: 'upload' as const, label: '导入' }] };
  const draw = (withImport: boolean) => {
    const endpoints = onlineDevEndpoints('model-1');
    const fake = fakeTransport((request) => (request.url === endpoints.list.url ? paged([]) : null));
    renderWithRuntime(
      <ListRenderer
        list={list}
        form={leaveRequestForm}
        endpoints={withImport ? { ...endpoints, import: { method: 'POST', url: URL } } : endpoints}
        menuId="menu-1"
      />,
      fake.transport,
    );
    return fake;
  };

  it('offers 导入 and posts the file to the endpoint, then reads the list again', async () => {
    const fake = draw(true);
    await waitFor(() => expect(queryButton('导入')).not.toBeNull());
    const lists = () => fake.matching('POST', /\/List$/).length;
    const before = lists();
    fireEvent.change(screen.getByTestId('list-import-input'), {
      target: { files: [new File(['x'], 'a.xlsx')] },
    });
    expect(await screen.findByText('导入成功')).toBeTruthy();
    expect(fake.matching('POST', URL)).toHaveLength(1);
    await waitFor(() => expect(lists()).toBeGreaterThan(before));
  });

  it('offers no import without an endpoint to post to', async () => {
    const fake = draw(false);
    await waitFor(() => expect(fake.matching('POST', /\/List$/).length).toBeGreaterThan(0));
    expect(queryButton('导入')).toBeNull();
  });
});
