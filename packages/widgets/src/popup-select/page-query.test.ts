import { describe, expect, it } from 'vitest';
import { firstQuery, pageQuery, resetQuery, searchQuery } from './page-query.js';

describe('picker list query', () => {
  it('starts on page 1 with no keyword', () => {
    expect(firstQuery(20)).toEqual({ keyword: '', currentPage: 1, pageSize: 20 });
  });

  it('searches and resets from page 1, keeping the page size', () => {
    const onPage3 = { keyword: '华', currentPage: 3, pageSize: 50 };
    expect(searchQuery(onPage3, '比亚迪')).toEqual({ keyword: '比亚迪', currentPage: 1, pageSize: 50 });
    expect(resetQuery(onPage3)).toEqual({ keyword: '', currentPage: 1, pageSize: 50 });
  });

  it('asks again when the same keyword is searched twice', () => {
    const query = firstQuery(20);
    expect(searchQuery(query, '')).not.toBe(query);
  });

  it('moves pages, and goes back to page 1 when the page size changes', () => {
    const query = { keyword: '', currentPage: 1, pageSize: 20 };
    expect(pageQuery(query, 3, 20)).toEqual({ keyword: '', currentPage: 3, pageSize: 20 });
    expect(pageQuery({ ...query, currentPage: 3 }, 3, 50)).toEqual({
      keyword: '',
      currentPage: 1,
      pageSize: 50,
    });
  });
});
