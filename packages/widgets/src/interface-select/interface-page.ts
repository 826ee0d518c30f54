/** Popup lists show 20 rows a page, or up to 10000 without paging. */
export const INTERFACE_PAGE_SIZE = 20;
export const INTERFACE_UNPAGED_SIZE = 10000;

export interface InterfaceSearch {
  keyword: string;
  /** 1-based. */
  page: number;
}

/** Where the dialog starts each time it opens (opening resets search and page). */
export const FIRST_SEARCH: InterfaceSearch = { keyword: '', page: 1 };

/** What to ask dataInterfaces for: the page, or everything at once when the picker does not page. */
export function interfaceQuery(
  search: InterfaceSearch,
  hasPage: boolean,
): { keyword?: string; currentPage: number; pageSize: number } {
  const keyword = search.keyword.trim();
  return {
    ...(keyword && { keyword }),
    currentPage: hasPage ? Math.max(1, search.page) : 1,
    pageSize: hasPage ? INTERFACE_PAGE_SIZE : INTERFACE_UNPAGED_SIZE,
  };
}

/**
 * The name the field shows for its stored id: the one just picked, else the one the form gave
 * (JNPF's `title`), else the id itself.
 */
export function interfaceNameOf(
  value: string | null | undefined,
  picked: { id: string; fullName: string } | undefined,
  title: string | undefined,
): string {
  if (!value) return '';
  if (picked?.id === value) return picked.fullName;
  return title || value;
}
