import { Type } from '@fastify/type-provider-typebox';
import type { PagedList } from '@formwork/schema';
import { offsetOf, paginationOf } from '../../crud/paging.js';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { type MessageKey, t } from '../../http/i18n/index.js';
import { PageQuery } from './schemas.js';

/** The 数据接口 screen's list: its menu entry, which JNPF's list call is checked against too. */
export const DATA_INTERFACE_MODULE = 'system.dataInterface';

const KIND_TEXT: Record<number, MessageKey> = {
  1: 'dataInterface.kindSql',
  2: 'dataInterface.kindStatic',
  3: 'dataInterface.kindHttp',
};

export const AdminListFilters = {
  keyword: Type.Optional(Type.String({ maxLength: 200 })),
  categoryId: Type.Optional(Type.String({ maxLength: 100 })),
  dataType: Type.Optional(Type.Integer({ enum: [1, 2, 3] })),
};
export const AdminListQuery = Type.Object({ ...AdminListFilters, ...PageQuery });

export interface AdminListInput {
  keyword?: string;
  categoryId?: string;
  dataType?: number;
  currentPage: number;
  pageSize: number;
}

/** A page of every interface, disabled ones too, by keyword, category and kind. */
export async function interfacePage(db: Db, input: AdminListInput): Promise<PagedList<unknown>> {
  const { keyword = '', categoryId, dataType, currentPage, pageSize } = input;
  let query = db.selectFrom('dataInterface');
  if (keyword.trim()) {
    const pattern = containsPattern(keyword.trim());
    query = query.where((eb) => eb.or([eb('fullName', 'ilike', pattern), eb('enCode', 'ilike', pattern)]));
  }
  if (categoryId) query = query.where('categoryId', '=', categoryId);
  if (dataType) query = query.where('dataType', '=', dataType);
  const [counted, list] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirst(),
    query
      .select([
        'id',
        'fullName',
        'enCode',
        'categoryId',
        'dataType',
        'requestMethod',
        'sortCode',
        'enabledMark',
        'description',
        'creatorTime',
        'lastModifyTime',
      ])
      .orderBy('sortCode')
      .orderBy('enCode')
      .limit(pageSize)
      .offset(offsetOf({ currentPage, pageSize }))
      .execute(),
  ]);
  return {
    list: list.map((row) => ({
      typeText: t(KIND_TEXT[row.dataType] ?? 'dataInterface.kindStatic'),
      ...row,
      lastModifyTime: row.lastModifyTime.getTime(),
      creatorTime: row.creatorTime.getTime(),
    })),
    pagination: paginationOf({ currentPage, pageSize }, counted?.total ?? 0),
  };
}
