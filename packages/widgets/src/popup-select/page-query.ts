/** What a picker list asks for: the keyword searched and the page shown. */
export interface PageQuery {
  keyword: string;
  currentPage: number;
  pageSize: number;
}

/** Lists start on page 1; opening a picker starts with no keyword. */
export function firstQuery(pageSize: number): PageQuery {
  return { keyword: '', currentPage: 1, pageSize };
}

/** 查询: the typed keyword from page 1 (a new object, so searching again reloads). */
export function searchQuery(query: PageQuery, keyword: string): PageQuery {
  return { ...query, keyword, currentPage: 1 };
}

/** 重置: no keyword, page 1, the page size kept. */
export function resetQuery(query: PageQuery): PageQuery {
  return { ...query, keyword: '', currentPage: 1 };
}

/** The pager moved: another page, or another page size, which starts again on page 1. */
export function pageQuery(query: PageQuery, currentPage: number, pageSize: number): PageQuery {
  return { ...query, pageSize, currentPage: pageSize === query.pageSize ? currentPage : 1 };
}
