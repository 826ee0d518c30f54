import { strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, signIn, startTestServer, type TestServer } from '../../testing/test-server.js';
import { sheetOf, USERS } from '../permission-user/test-fixtures.js';
import { sendMultipart } from './test-fixtures.js';
import { guardedWorkbook, WORKBOOK_LIMITS } from './workbook-guard.js';

const SHEET = 'xl/worksheets/sheet1.xml';

/** A real workbook whose first sheet is swapped for `bytes` of one repeated character, deflated. */
async function inflating(bytes: number): Promise<Uint8Array> {
  const parts = unzipSync(
    await sheetOf([
      ['账户', '姓名'],
      ['bomb', '炸弹'],
    ]),
  );
  parts[SHEET] = new Uint8Array(bytes).fill(0x20);
  return zipSync(parts, { level: 1 });
}

/** The same zip with the sheet's size in the central directory rewritten to `declared`. */
function declaring(zip: Uint8Array, name: string, declared: number): Uint8Array {
  const forged = zip.slice();
  const view = new DataView(forged.buffer);
  const end = forged.length - 22;
  let at = view.getUint32(end + 16, true);
  for (let entry = 0; entry < view.getUint16(end + 10, true); entry++) {
    const nameLength = view.getUint16(at + 28, true);
    const extra = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (new TextDecoder().decode(forged.subarray(at + 46, at + 46 + nameLength)) === name)
      view.setUint32(at + 24, declared, true);
    at += 46 + nameLength + extra;
  }
  return forged;
}

describe.each(databaseKinds)('uploaded workbooks (%s)', (kind) => {
  let server: TestServer;
  let admin: string;
  let bomb: Uint8Array;

  beforeAll(async () => {
    // Built once: deflating the sheet is most of these tests' time.
    bomb = await inflating(WORKBOOK_LIMITS.unpackedBytes + 1024);
    server = await startTestServer(kind);
    admin = await signIn(server.app, 'admin', 'admin123');
  });
  afterAll(() => server?.close());

  const upload = (bytes: Uint8Array) =>
    sendMultipart<{ name: string }>(
      server.app,
      `${USERS}/Uploader`,
      admin,
      {},
      {
        name: 'users.xlsx',
        bytes: Buffer.from(bytes),
      },
    );

  it('refuse one that unpacks past the limit, before the parser sees it', async () => {
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await upload(bomb)).toEqual({ code: 400, msg: 'file: 表格解压后超过50MB' });
  });

  it('refuse one of too many parts', async () => {
    const parts = unzipSync(await sheetOf([['账户'], ['many']]));
    for (let n = 0; n < WORKBOOK_LIMITS.entries; n++) parts[`xl/media/part${n}.txt`] = strToU8('x');
    expect(await upload(zipSync(parts, { level: 0 }))).toEqual({
      code: 400,
      msg: 'file: 表格的组成部分超过1000个',
    });
  });

  it('still take an ordinary sheet', async () => {
    const answer = await upload(
      await sheetOf([
        ['账户', '姓名', '性别', '所属组织'],
        ['wb01', '表格', '', '研发部'],
      ]),
    );
    expect(answer.code, answer.msg).toBe(200);
  });
});

it('hands the parser no more of a part than the directory states, so a part that understates its size cannot inflate', async () => {
  const parts = unzipSync(await sheetOf([['账户'], ['liar']]));
  parts[SHEET] = new Uint8Array(8 * 1024 * 1024).fill(0x20);
  const liar = declaring(zipSync(parts, { level: 1 }), SHEET, 4096);
  const handedOn = guardedWorkbook('file', liar) as Uint8Array;
  expect(unzipSync(handedOn)[SHEET]?.length).toBe(4096);
});
