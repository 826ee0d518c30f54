import type { DownloadLink } from '@formwork/schema';
import { offsetOf } from '../../crud/paging.js';
import type { User } from '../../db/core-tables.js';
import type { Db } from '../../db/database.js';
import { createDownload } from '../../downloads/store.js';
import { badField } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { EXCEL_COLUMNS, type ExcelColumn, type SheetRow } from './excel-columns.js';
import { sheetRowOf } from './excel-rows.js';
import { writeSheet } from './excel-sheets.js';
import { type ListQuery, linksOf, organizesOf, usersPage } from './list.js';
import type { References } from './references.js';

/** Users are read this many at a time, so a large export never holds them all. */
const EXPORT_BATCH = 500;

/** YYYYMMDDHHmmss in server time, as JNPF names its exports. */
function stamp(now = new Date()): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return [now.getMonth() + 1, now.getDate(), now.getHours(), now.getMinutes(), now.getSeconds()].reduce(
    (text, part) => text + two(part),
    String(now.getFullYear()),
  );
}

/** The columns asked for (comma-separated), in the sheet's order; an unknown one is a 400. */
export function chosenColumns(selectKey: string): ExcelColumn[] {
  const asked = new Set(
    selectKey
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  );
  for (const key of asked)
    if (!(EXCEL_COLUMNS as readonly string[]).includes(key))
      throw badField('selectKey', 'validation.oneOf', { values: EXCEL_COLUMNS.join(', ') });
  if (asked.size === 0) throw badField('selectKey', 'validation.required');
  return EXCEL_COLUMNS.filter((column) => asked.has(column));
}

/** The users of one batch as sheet rows: links, manager and codes written as names. */
async function sheetRows(db: Db, refs: References, users: User[]): Promise<SheetRow[]> {
  const ids = users.map((user) => user.id);
  const [organizes, positions, roles] = await Promise.all([
    linksOf(db, ids, 'Organize'),
    linksOf(db, ids, 'Position'),
    linksOf(db, ids, 'Role'),
  ]);
  const managerIds = [...new Set(users.flatMap((user) => (user.managerId ? [user.managerId] : [])))];
  const managers = new Map(
    managerIds.length
      ? (
          await db
            .selectFrom('users')
            .select(['id', 'realName', 'account'])
            .where('id', 'in', managerIds)
            .execute()
        ).map((row) => [row.id, `${row.realName}/${row.account}`])
      : [],
  );
  return users.map((user) =>
    sheetRowOf(user, refs, {
      organizeIds: organizesOf(user, organizes),
      positionIds: positions.get(user.id) ?? [],
      roleIds: roles.get(user.id) ?? [],
      manager: (user.managerId && managers.get(user.managerId)) || '',
    }),
  );
}

export interface ExportQuery extends ListQuery {
  /** 0 the page the list shows, 1 every matching user. */
  dataType: number;
  selectKey: string;
}

/** The list, with the columns chosen, as an .xlsx behind a one-time download link. */
export async function exportUsers(
  db: Db,
  dataDir: string,
  refs: References,
  query: ExportQuery,
): Promise<DownloadLink> {
  const columns = chosenColumns(query.selectKey);
  const start = query.dataType === 1 ? 0 : offsetOf(query);
  const limit = query.dataType === 1 ? Number.POSITIVE_INFINITY : query.pageSize;
  async function* batches() {
    for (let offset = start; offset < start + limit; offset += EXPORT_BATCH) {
      const users = await usersPage(db, refs, query, offset, Math.min(EXPORT_BATCH, start + limit - offset));
      yield await sheetRows(db, refs, users);
      if (users.length < EXPORT_BATCH) return;
    }
  }
  return createDownload(dataDir, `${t('permissionUser.sheet')}_${stamp()}.xlsx`, (path) =>
    writeSheet(path, t('permissionUser.sheet'), columns, batches()),
  );
}

/** The import template: every column, and one sample row showing how cells are written. */
export function templateDownload(dataDir: string, refs: References): Promise<DownloadLink> {
  const organize = [...refs.organizes.values()].find((row) => !refs.organizes.has(row.parentId));
  const sample: SheetRow = {
    account: 'zhangsan',
    realName: '张三',
    gender: t('permissionUser.gender.1'),
    email: 'zhangsan@example.com',
    organizeId: organize?.path ?? '',
    sortCode: '0',
    enabledMark: t('permissionUser.state.1'),
    entryDate: '2024-01-02',
    birthday: '1990-05-01',
    mobilePhone: '13800000000',
  };
  return createDownload(dataDir, `${t('permissionUser.templateFile')}.xlsx`, (path) =>
    writeSheet(path, t('permissionUser.sheet'), EXCEL_COLUMNS, [[sample]]),
  );
}

/** The refused rows of an import, each with why, to correct and import again. */
export function exceptionDownload(dataDir: string, rows: SheetRow[]): Promise<DownloadLink> {
  return createDownload(dataDir, `${t('permissionUser.exceptionFile')}_${stamp()}.xlsx`, (path) =>
    writeSheet(path, t('permissionUser.sheet'), [...EXCEL_COLUMNS, 'errorsInfo'], [rows]),
  );
}
