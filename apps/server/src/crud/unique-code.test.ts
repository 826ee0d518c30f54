import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, badField } from '../http/envelope.js';
import { t } from '../http/i18n/index.js';
import { databaseKinds, startTestServer, type TestServer } from '../testing/test-server.js';
import {
  checkCodeFree,
  codeExists,
  insertWithCode,
  isReferenced,
  isUniqueViolation,
  refusedWhileReferenced,
  updateWithCode,
} from './unique-code.js';

const group = (enCode: string, fullName = '组') => ({
  fullName,
  enCode,
  category: '',
  sortCode: 0,
  enabledMark: 1,
  description: '',
});

/** The 400 the check answers for a taken code, as the client reads it. */
const taken = (enCode: string, field = 'enCode') => {
  const { code, message, field: named } = codeExists(enCode, field);
  return { code, message, field: named };
};

describe('errors the database answers', () => {
  it('tells a unique violation and a foreign-key refusal by their SQLSTATE only', () => {
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isReferenced({ code: '23503' })).toBe(true);
    expect(isReferenced(new Error('23503'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isReferenced(undefined)).toBe(false);
  });

  it('names the field that carries the code, enCode unless told', () => {
    expect(codeExists('a1')).toBeInstanceOf(AppError);
    expect(codeExists('a1').message).toContain(t('common.codeExists', { enCode: 'a1' }));
    expect(codeExists('a1', 'file.enCode').message).toBe(
      `file.enCode: ${t('common.codeExists', { enCode: 'a1' })}`,
    );
  });
});

describe.each(databaseKinds)('codes kept unique on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  it('adds an entry under a new id; its code is then taken for others, not for itself', async () => {
    const id = await insertWithCode(server.db, 'permissionGroup', group('crudFirst'));
    const row = await server.db
      .selectFrom('permissionGroup')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ enCode: 'crudFirst', fullName: '组' });
    await expect(checkCodeFree(server.db, 'permissionGroup', 'crudFirst')).rejects.toMatchObject(
      taken('crudFirst'),
    );
    await expect(checkCodeFree(server.db, 'permissionGroup', 'crudFirst', id)).resolves.toBeUndefined();
    await expect(checkCodeFree(server.db, 'permissionGroup', 'crudFree')).resolves.toBeUndefined();
  });

  it('answers a write that the unique index refuses (a code saved meanwhile) as the check would', async () => {
    await insertWithCode(server.db, 'permissionGroup', group('crudRace'));
    await expect(insertWithCode(server.db, 'permissionGroup', group('crudRace'))).rejects.toMatchObject(
      taken('crudRace'),
    );
    const other = await insertWithCode(server.db, 'permissionGroup', group('crudOther'));
    await expect(
      updateWithCode(server.db, 'permissionGroup', other, group('crudRace')),
    ).rejects.toMatchObject(taken('crudRace'));
  });

  it('updates the values and the time of the change', async () => {
    const id = await insertWithCode(server.db, 'permissionGroup', group('crudEdit'));
    const before = new Date();
    await updateWithCode(server.db, 'permissionGroup', id, group('crudEdited', '新名'));
    const row = await server.db
      .selectFrom('permissionGroup')
      .select(['enCode', 'fullName', 'lastModifyTime'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.enCode).toBe('crudEdited');
    expect(row.fullName).toBe('新名');
    expect(row.lastModifyTime?.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
  });

  it('refuses a delete of a row still pointed at with a 400 on id; other failures pass through', async () => {
    const organize = await server.db.selectFrom('organize').select('id').executeTakeFirstOrThrow();
    const { category: _, ...entry } = group('crudHeld');
    const positionId = await insertWithCode(server.db, 'position', {
      organizeId: organize.id,
      type: '',
      ...entry,
    });
    await server.db.updateTable('users').set({ positionId }).where('account', '=', 'staff').execute();
    const refused = refusedWhileReferenced('permissionOrg.stillReferenced');
    const error = await server.db
      .deleteFrom('position')
      .where('id', '=', positionId)
      .execute()
      .catch((failure: unknown) => failure);
    expect(isReferenced(error)).toBe(true);
    expect(() => refused(error)).toThrow(t('permissionOrg.stillReferenced'));
    try {
      refused(error);
    } catch (answer) {
      expect(answer).toBeInstanceOf(AppError);
      expect((answer as AppError).code).toBe(400);
      expect(answer).toMatchObject(badField('id', 'permissionOrg.stillReferenced'));
    }
    const other = new Error('no database');
    expect(() => refused(other)).toThrow(other);
  });
});
