import type { MenuItem } from '@formwork/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseKinds, signIn, startTestServer, type TestServer } from '../testing/test-server.js';
import { seedJnpfAddresses } from './seed-jnpf-addresses.js';

/** The view folders of JNPF's web client for the screens it names otherwise than their code. */
const JNPF_VIEWS: Record<string, string> = {
  在线用户: 'permission/userOnline',
  数据字典: 'systemData/dictionary',
  数据接口: 'systemData/dataInterface',
  门户设计: 'onlineDev/visualPortal',
};

describe.each(databaseKinds)('menu addresses JNPF’s web client opens, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const addresses = async () => {
    const token = await signIn(server.app, 'admin', 'admin123');
    const answer = await call<{ menuList: MenuItem[] }>(server.app, 'GET', '/api/oauth/CurrentUser', {
      token,
    });
    const found = new Map<string, string>();
    const walk = (items: MenuItem[]) => {
      for (const item of items) {
        found.set(item.fullName, item.urlAddress);
        walk(item.children ?? []);
      }
    };
    walk(answer.data?.menuList ?? []);
    return found;
  };

  it('seeds the screens at the addresses of JNPF’s view folders', async () => {
    const found = await addresses();
    for (const [name, address] of Object.entries(JNPF_VIEWS)) expect(found.get(name), name).toBe(address);
    expect(found.get('用户管理')).toBe('permission/user');
  });

  it('readdresses an earlier installation’s seeded entries once, leaving addresses an administrator chose', async () => {
    await server.db
      .updateTable('module')
      .set({ urlAddress: 'system/dictionary' })
      .where('id', '=', 'menu-system.dictionary')
      .execute();
    await server.db
      .updateTable('module')
      .set({ urlAddress: 'custom/online' })
      .where('id', '=', 'menu-permission.onlineUser')
      .execute();
    await server.db.deleteFrom('sysConfig').where('key', '=', 'seed.jnpfAddresses').execute();

    expect(await seedJnpfAddresses(server.db)).toBe(true);
    const found = await addresses();
    expect(found.get('数据字典')).toBe('systemData/dictionary');
    expect(found.get('在线用户')).toBe('custom/online');
    // Once only: an administrator who later moves the entry back keeps that address.
    await server.db
      .updateTable('module')
      .set({ urlAddress: 'system/dictionary' })
      .where('id', '=', 'menu-system.dictionary')
      .execute();
    expect(await seedJnpfAddresses(server.db)).toBe(false);
    expect((await addresses()).get('数据字典')).toBe('system/dictionary');
  });
});
