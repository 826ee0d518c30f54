import { PageRenderer } from '@formwork/runtime';
import type { PageSchema } from '@formwork/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../../../packages/runtime/src/test-setup.js';
import {
  fakeTransport,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../../../../../packages/runtime/src/list/testing/fake-transport.js';
import onlineUserPage from './online-user.page.json';

// The server answers the sign-in moment as epoch milliseconds, as JNPF's own API does; the
// moment is built in local time, as the screen shows it.
const SIGNED_IN = new Date(2026, 11, 7, 9, 5, 30).getTime();

describe('the online users page', { timeout: UI_TEST_TIMEOUT }, () => {
  it('shows 登录时间 as a date and time, not as milliseconds', async () => {
    const fake = fakeTransport(() => ({
      list: [{ userId: 'u1', userName: '张三/zhangsan', loginTime: SIGNED_IN, loginIPAddress: '10.0.0.1' }],
    }));
    renderWithRuntime(
      <PageRenderer schema={onlineUserPage as unknown as PageSchema} menuId="m" />,
      fake.transport,
    );
    expect(await screen.findByText('张三/zhangsan')).toBeTruthy();
    expect(screen.getByText('2026-12-07 09:05:30')).toBeTruthy();
    expect(screen.queryByText(String(SIGNED_IN))).toBeNull();
  });
});
