import { Type } from '@fastify/type-provider-typebox';

/** The query fields of a paged list, as the list screens send them. */
export const PagingFields = {
  currentPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
};

/** Which page of a list to answer: pages count from 1. */
export interface Page {
  currentPage: number;
  pageSize: number;
}

export interface Paging extends Page {
  keyword?: string;
}

/** How many rows come before the page. */
export const offsetOf = (page: Page) => (page.currentPage - 1) * page.pageSize;

/** The LIMIT and OFFSET that read the page. */
export const pageOf = (page: Page) => ({ limit: page.pageSize, offset: offsetOf(page) });

/** The pagination part of a paged answer: the page asked for and how many rows there are in all. */
export const paginationOf = (page: Page, total: number | string | bigint) => ({
  currentPage: page.currentPage,
  pageSize: page.pageSize,
  total: Number(total),
});
