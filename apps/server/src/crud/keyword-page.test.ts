import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database.js';
import { containsPattern } from '../db/like-pattern.js';
import { databaseKinds, startTestServer, type TestServer } from '../testing/test-server.js';
import { keywordPage, NAME_AND_CODE, whereContains } from './keyword-page.js';
import { insertWithCode } from './unique-code.js';

/** This file's groups only: every code starts with kwp. */
const ours = (db: Db) => db.selectFrom('permissionGroup').where('enCode', 'like', 'kwp%');

type Paging = { currentPage: number; pageSize: number; keyword?: string };

/** The codes of a page, in the order the rows were read, with how the helper counted. */
const page = (db: Db, paging: Paging) =>
  keywordPage(ours(db), paging, {
    rows: (found) => found.select(['enCode', 'fullName']).orderBy('sortCode').orderBy('enCode'),
    show: (rows) => rows.map((row) => row.enCode),
  });

const group = (enCode: string, fullName: string, sortCode: number) => ({
  fullName,
  enCode,
  category: '',
  sortCode,
  enabledMark: 1,
  description: '',
});

describe.each(databaseKinds)('a keyword page on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    for (const [enCode, fullName, sortCode] of [
      ['kwpAlpha', '甲组', 3],
      ['kwpBeta', '乙组 alpha', 1],
      ['kwpGamma', '丙组', 2],
      ['kwpPct', '百分 100%', 4],
      ['kwpUnder', 'a_b', 5],
      ['kwpAxb', 'axb', 6],
    ] as const)
      await insertWithCode(server.db, 'permissionGroup', group(enCode, fullName, sortCode));
  });
  afterAll(() => server?.close());

  it('filters with the SQL the list screens wrote by hand: either column, ILIKE, the pattern bound', () => {
    const compiled = whereContains(ours(server.db).select('id'), NAME_AND_CODE, ' a_b ').compile();
    const pattern = containsPattern('a_b');
    const byHand = ours(server.db)
      .select('id')
      .where((eb) => eb.or([eb('fullName', 'ilike', pattern), eb('enCode', 'ilike', pattern)]))
      .compile();
    expect(compiled.sql).toBe(byHand.sql);
    expect(compiled.parameters).toEqual(byHand.parameters);
  });

  it('leaves the query as it is without a keyword or with blanks only', () => {
    const plain = ours(server.db).select('id');
    expect(whereContains(plain, NAME_AND_CODE, undefined)).toBe(plain);
    expect(whereContains(plain, NAME_AND_CODE, '  ')).toBe(plain);
  });

  it('answers a page in the order asked, with the page asked for and the count of all matches', async () => {
    expect(await page(server.db, { currentPage: 1, pageSize: 4 })).toEqual({
      list: ['kwpBeta', 'kwpGamma', 'kwpAlpha', 'kwpPct'],
      pagination: { currentPage: 1, pageSize: 4, total: 6 },
    });
    expect(await page(server.db, { currentPage: 2, pageSize: 4 })).toEqual({
      list: ['kwpUnder', 'kwpAxb'],
      pagination: { currentPage: 2, pageSize: 4, total: 6 },
    });
    expect(await page(server.db, { currentPage: 9, pageSize: 4 })).toEqual({
      list: [],
      pagination: { currentPage: 9, pageSize: 4, total: 6 },
    });
  });

  it('matches the name or the code, case ignored, the keyword trimmed', async () => {
    expect(await page(server.db, { currentPage: 1, pageSize: 20, keyword: ' ALPHA ' })).toEqual({
      list: ['kwpBeta', 'kwpAlpha'],
      pagination: { currentPage: 1, pageSize: 20, total: 2 },
    });
  });

  it('takes % and _ in the keyword as themselves', async () => {
    expect((await page(server.db, { currentPage: 1, pageSize: 20, keyword: '100%' })).list).toEqual([
      'kwpPct',
    ]);
    expect((await page(server.db, { currentPage: 1, pageSize: 20, keyword: 'a_b' })).list).toEqual([
      'kwpUnder',
    ]);
  });

  it('searches the columns it is told, and waits for a mapper that reads more', async () => {
    const answer = await keywordPage(
      ours(server.db),
      { currentPage: 1, pageSize: 20, keyword: 'alpha' },
      {
        keywordIn: ['enCode'],
        rows: (found) => found.select(['id', 'enCode']).orderBy('enCode'),
        show: async (rows) => {
          const names = await server.db
            .selectFrom('permissionGroup')
            .select(['id', 'fullName'])
            .where(
              'id',
              'in',
              rows.map((row) => row.id),
            )
            .execute();
          return rows.map((row) => names.find((name) => name.id === row.id)?.fullName);
        },
      },
    );
    expect(answer).toEqual({ list: ['甲组'], pagination: { currentPage: 1, pageSize: 20, total: 1 } });
  });
});
