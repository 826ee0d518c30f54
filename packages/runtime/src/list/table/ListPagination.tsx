import { Pagination, Select } from 'antd';

/** Page sizes offered (spec widgets-admin 9). */
export const PAGE_SIZES: readonly number[] = [20, 50, 100, 500];

export const totalText = (total: number) => `共 ${total} 条`;
export const sizeText = (size: number) => `${size}条/页`;

export interface ListPaginationProps {
  currentPage: number;
  pageSize: number;
  total: number;
  onChange: (currentPage: number, pageSize: number) => void;
}

/**
 * Laid out as the spec's "total, sizes, prev, pager, next, jumper"; antd's own order puts the
 * sizes after the pager, so total and sizes are drawn here.
 */
export function ListPagination({ currentPage, pageSize, total, onChange }: ListPaginationProps) {
  const sizes = PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <nav
      aria-label="分页"
      style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 8, marginTop: 12 }}
    >
      <span>{totalText(total)}</span>
      <Select
        aria-label="每页条数"
        value={pageSize}
        onChange={(size) => onChange(1, size)}
        options={sizes.map((size) => ({ value: size, label: sizeText(size) }))}
        style={{ width: 110 }}
      />
      <Pagination
        current={currentPage}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(page) => onChange(page, pageSize)}
      />
    </nav>
  );
}
