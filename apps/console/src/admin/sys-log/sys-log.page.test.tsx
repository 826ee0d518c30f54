import { PageRenderer } from '@formwork/runtime';
import type { PageSchema } from '@formwork/schema';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../../packages/runtime/src/test-setup.js';
import {
  fakeTransport,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../../../../../packages/runtime/src/list/testing/fake-transport.js';
import sysLogPage from './sys-log.page.json';

describe('the operation log', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows what each change did beside its method, address and answer code', async () => {
    const fake = fakeTransport(() => ({
      list: [
        {
          id: 'l1',
          creatorTime: Date.now(),
          userName: '管理员/admin',
          requestMethod: 'POST',
          requestURL: '/api/permission/Users',
          statusCode: 200,
          requestDuration: 12,
          abstracts: 'admin 新增了用户 张三',
        },
      ],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    }));
    renderWithRuntime(
      <PageRenderer schema={sysLogPage as unknown as PageSchema} menuId="m" />,
      fake.transport,
    );
    fireEvent.click(await screen.findByText('操作日志'));
    expect(await screen.findByText('admin 新增了用户 张三')).toBeTruthy();
    expect(screen.getByText('操作内容')).toBeTruthy();
    expect(screen.getByText('/api/permission/Users')).toBeTruthy();
  });
});
