import { describe, expect, it } from 'vitest';
import {
  FIRST_SEARCH,
  INTERFACE_PAGE_SIZE,
  INTERFACE_UNPAGED_SIZE,
  interfaceNameOf,
  interfaceQuery,
} from './interface-page.js';

describe('interfaceQuery', () => {
  it('asks for pages of 20', () => {
    expect(INTERFACE_PAGE_SIZE).toBe(20);
    expect(interfaceQuery({ keyword: '', page: 2 }, true)).toEqual({ currentPage: 2, pageSize: 20 });
  });

  it('asks for 10000 rows at once without paging', () => {
    expect(INTERFACE_UNPAGED_SIZE).toBe(10000);
    expect(interfaceQuery({ keyword: '', page: 3 }, false)).toEqual({ currentPage: 1, pageSize: 10000 });
  });

  it('sends a trimmed keyword, and none when it is blank', () => {
    expect(interfaceQuery({ keyword: ' 客户 ', page: 1 }, true)).toEqual({
      keyword: '客户',
      currentPage: 1,
      pageSize: 20,
    });
    expect(interfaceQuery({ keyword: '  ', page: 1 }, true)).not.toHaveProperty('keyword');
  });

  it('starts from page 1 without a keyword', () => {
    expect(FIRST_SEARCH).toEqual({ keyword: '', page: 1 });
    expect(interfaceQuery({ keyword: '', page: 0 }, true).currentPage).toBe(1);
  });
});

describe('interfaceNameOf', () => {
  const picked = { id: 'di-customers', fullName: '客户列表' };

  it('shows the name of the interface just picked', () => {
    expect(interfaceNameOf('di-customers', picked, '旧名称')).toBe('客户列表');
  });

  it("shows the form's title for a stored id, else the id", () => {
    expect(interfaceNameOf('di-cities', picked, '城市列表')).toBe('城市列表');
    expect(interfaceNameOf('di-cities', undefined, undefined)).toBe('di-cities');
  });

  it('shows nothing without a value', () => {
    expect(interfaceNameOf('', picked, '客户列表')).toBe('');
    expect(interfaceNameOf(null, undefined, undefined)).toBe('');
  });
});
