import type { Text } from '@formwork/shell';
import { Empty, Input, Table } from 'antd';
import { useEffect, useState } from 'react';
import { type DesignRow, releasedDesigns } from './generator-api.js';
import type { CODE_GENERATION_TEXT } from './messages.js';

const PAGE_SIZE = 10;

interface Props {
  texts: Text<typeof CODE_GENERATION_TEXT>;
  selectedId: string | undefined;
  onSelect: (design: DesignRow) => void;
}

/** The released designs, paged, with a keyword search; a click on a row chooses it. */
export function DesignPicker({ texts, selectedId, onSelect }: Props) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<DesignRow[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let current = true;
    setLoading(true);
    releasedDesigns({ keyword, currentPage: page, pageSize: PAGE_SIZE })
      .then((answer) => {
        if (!current) return;
        setRows(answer.list);
        setTotal(answer.pagination.total);
      })
      // The HTTP client has shown why; the table stays empty.
      .catch(() => current && setRows([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [keyword, page]);

  return (
    <>
      <Input.Search
        allowClear
        placeholder={texts('keywordPlaceholder')}
        enterButton={texts('search')}
        aria-label={texts('keywordPlaceholder')}
        onSearch={(value) => {
          setPage(1);
          setKeyword(value.trim());
        }}
        style={{ marginBottom: 12 }}
      />
      <Table<DesignRow>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={rows}
        locale={{ emptyText: <Empty description={texts('noDesigns')} /> }}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: selectedId ? [selectedId] : [],
          onChange: (_, [design]) => design && onSelect(design),
        }}
        onRow={(design) => ({ onClick: () => onSelect(design), style: { cursor: 'pointer' } })}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total,
          size: 'small',
          showSizeChanger: false,
          onChange: setPage,
        }}
        columns={[
          { title: texts('fullName'), dataIndex: 'fullName', ellipsis: true },
          { title: texts('enCode'), dataIndex: 'enCode', ellipsis: true },
          { title: texts('category'), dataIndex: 'category', width: 90, ellipsis: true },
        ]}
      />
    </>
  );
}
