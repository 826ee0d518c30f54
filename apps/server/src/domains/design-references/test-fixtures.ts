// Helpers shared by the tests of what designs name (excluded from the build, like every
// test-fixtures.ts).
import { MenuType } from '@formwork/schema';
import { expect } from 'vitest';
import { call, signIn, type TestServer } from '../../testing/test-server.js';

/** A role of its own, held by staff alone (newuser shares staff's seeded role). */
export const STAFF_ONLY_ROLE = 'role-staff-only';

/** Gives staff a role of its own, to grant entries to staff without newuser. */
export async function addStaffOnlyRole(server: TestServer): Promise<void> {
  await server.db
    .insertInto('role')
    .values({ id: STAFF_ONLY_ROLE, fullName: '仅员工', enCode: 'staffOnly' })
    .execute();
  await server.db
    .insertInto('userRelation')
    .values({ id: 'rel-staff-only', userId: 'user-staff', objectType: 'Role', objectId: STAFF_ONLY_ROLE })
    .execute();
}

/** Grants the staff-only role a menu entry. */
export async function grantEntry(server: TestServer, moduleId: string): Promise<void> {
  await server.db
    .insertInto('authorize')
    .values({ roleId: STAFF_ONLY_ROLE, itemType: 'module', itemId: moduleId })
    .execute();
}

/** A menu entry of a type that opens `moduleId` (a portal, an interface), under the root. */
export async function addTypedEntry(server: TestServer, id: string, type: number, moduleId: string) {
  await server.db
    .insertInto('module')
    .values({
      id,
      parentId: '-1',
      fullName: id,
      fullNameI18n: '{}',
      enCode: id,
      type,
      propertyJson: JSON.stringify({ moduleId }),
    })
    .execute();
}

export const form = (fields: unknown[]) => ({ version: 1, kind: 'form', settings: {}, fields });

/** Saves a design as the admin and releases it into the menu; answers its id. */
export async function releaseDesign(
  server: TestServer,
  admin: string,
  enCode: string,
  formData: unknown,
  columnData: unknown = { type: 1, columnList: [] },
  id?: string,
): Promise<string> {
  const body = {
    fullName: enCode,
    enCode,
    category: '测试',
    type: 1,
    webType: 2,
    formData: JSON.stringify(formData),
    columnData: JSON.stringify(columnData),
  };
  let designId = id;
  if (designId) {
    const updated = await call(server.app, 'PUT', `/api/visualdev/Base/${designId}`, { token: admin, body });
    expect(updated.code, updated.msg).toBe(200);
  } else {
    const created = await call<{ id: string }>(server.app, 'POST', '/api/visualdev/Base', {
      token: admin,
      body,
    });
    expect(created.code, created.msg).toBe(200);
    designId = created.data?.id as string;
  }
  const released = await call(server.app, 'POST', `/api/visualdev/Base/${designId}/Actions/Release`, {
    token: admin,
    body: { pc: 1, pcModuleParentId: 'menu-onlineDev', confirmTypeChanges: true },
  });
  expect(released.code, released.msg).toBe(200);
  return designId;
}

export const signInAll = async (server: TestServer) => ({
  admin: await signIn(server.app, 'admin', 'admin123'),
  staff: await signIn(server.app, 'staff', 'staff123'),
  newuser: await signIn(server.app, 'newuser', 'newuser123'),
});

export { MenuType };
