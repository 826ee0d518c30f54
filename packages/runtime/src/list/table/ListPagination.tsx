import { Pagination, Select } from 'antd';
import { useRuntimeText } from '../../i18n/use-runtime-text.js';
import { useNarrow } from '../../responsive/use-narrow.js';
import { useListTexts } from '../use-list-texts.js';

/** Page sizes offered. */
export const PAGE_SIZES: readonly number[] = [20, 50, 100, 500];

export interface ListPaginationProps {
  currentPage: number;
  pageSize: number;
  total: number;
  onChange: (currentPage: number, pageSize: number) => void;
}

/**
 * Laid out as "total, sizes, prev, pager, next, jumper"; antd's own order puts the
 * sizes after the pager, so total and sizes are drawn here. On a phone the pager is antd's simple
 * one (previous, page of pages, next) without the jumper, so the row fits the screen.
 */
export function ListPagination({ currentPage, pageSize, total, onChange }: ListPaginationProps) {
  const texts = useListTexts();
  const t = useRuntimeText();
  const narrow = useNarrow();
  const sizes = PAGE_SIZES.includes(pageSize) ? PAGE_SIZES : [...PAGE_SIZES, pageSize].sort((a, b) => a - b);
  return (
    <nav
      aria-label={texts.pager}
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 8,
        marginTop: 12,
      }}
    >
      <span>{t('list.total', { total })}</span>
      <Select
        aria-label={texts.pageSizeLabel}
        value={pageSize}
        onChange={(size) => onChange(1, size)}
        options={sizes.map((size) => ({ value: size, label: t('list.perPage', { size }) }))}
        style={{ width: narrow ? 96 : 110 }}
      />
      <Pagination
        current={currentPage}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        showQuickJumper={!narrow}
        simple={narrow}
        onChange={(page) => onChange(page, pageSize)}
      />
    </nav>
  );
}
