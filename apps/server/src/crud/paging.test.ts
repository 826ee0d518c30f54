import { describe, expect, it } from 'vitest';
import { offsetOf, pageOf, paginationOf } from './paging.js';

describe('paging', () => {
  it('starts the first page at row 0 and each next page a page further', () => {
    expect(offsetOf({ currentPage: 1, pageSize: 20 })).toBe(0);
    expect(offsetOf({ currentPage: 3, pageSize: 20 })).toBe(40);
    expect(pageOf({ currentPage: 2, pageSize: 15 })).toEqual({ limit: 15, offset: 15 });
  });

  it('answers the page asked for with the total as a number, whatever type the count came in', () => {
    const page = { currentPage: 2, pageSize: 10, keyword: 'x' };
    expect(paginationOf(page, 31)).toEqual({ currentPage: 2, pageSize: 10, total: 31 });
    expect(paginationOf(page, '31')).toEqual({ currentPage: 2, pageSize: 10, total: 31 });
    expect(paginationOf(page, 31n)).toEqual({ currentPage: 2, pageSize: 10, total: 31 });
    // The keyword is the query's, not the answer's.
    expect(Object.keys(paginationOf(page, 0))).toEqual(['currentPage', 'pageSize', 'total']);
  });
});
