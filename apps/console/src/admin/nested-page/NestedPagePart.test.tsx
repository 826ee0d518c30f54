import { RuntimeProvider } from '@formwork/runtime';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import '../../../../../packages/runtime/src/test-setup.js';
import {
  fakeTransport,
  UI_TEST_TIMEOUT,
} from '../../../../../packages/runtime/src/list/testing/fake-transport.js';
import NestedPagePart from './NestedPagePart.js';

const SCHEMES = '/api/system/ModuleDataAuthorizeScheme/menu%2F1/List';
const FIELDS = '/api/system/ModuleDataAuthorize/menu%2F1/List';

function setup(props: Record<string, unknown>) {
  const fake = fakeTransport((request) => {
    if (request.url === SCHEMES)
      return { list: [{ id: 's1', enCode: 'all', fullName: '所有记录', kind: 'all' }] };
    if (request.url === FIELDS) return { list: [{ id: 'f1', enCode: 'status', fullName: '状态字段' }] };
    return null;
  });
  render(
    <MemoryRouter>
      <RuntimeProvider value={{ transport: fake.transport, permissionList: [] }}>
        <NestedPagePart props={props} row={{ id: 'menu/1', fullName: '订单' }} close={() => undefined} />
      </RuntimeProvider>
    </MemoryRouter>,
  );
  return fake;
}

describe('the nestedPage part', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows each named page as a tab, opened with the row’s values', async () => {
    const { matching } = setup({ pages: ['menuDataSchemes', 'menuDataFields'], params: { moduleId: 'id' } });
    expect(await screen.findByText('所有记录')).toBeTruthy();
    fireEvent.click(screen.getByText('字段管理'));
    expect(screen.getByText('方案管理')).toBeTruthy();
    expect(await screen.findByText('状态字段')).toBeTruthy();
    expect(matching('GET', SCHEMES)).toHaveLength(1);
    expect(matching('GET', FIELDS)).toHaveLength(1);
  });

  it('shows one page without tabs, and nothing for a page it does not know', async () => {
    setup({ pages: ['menuDataFields', 'nowhere'], params: { moduleId: 'id' } });
    expect(await screen.findByText('状态字段')).toBeTruthy();
    await waitFor(() => expect(document.querySelector('.ant-tabs')).toBeNull());
  });
});
