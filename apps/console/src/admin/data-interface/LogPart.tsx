import type { PagePartProps } from '@formwork/runtime';
import type { PagedList } from '@formwork/schema';
import { request, useText } from '@formwork/shell';
import { Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { DATA_INTERFACE_TEXT, type DataInterfaceKey } from './messages.js';

/** The server's names of the calls it logs, and their words. */
const CALL_TYPES = new Map<string, DataInterfaceKey>([
  ['Preview', 'typePreview'],
  ['Response', 'typeResponse'],
  ['List', 'typeList'],
  ['Info', 'typeInfo'],
]);

interface LogRow {
  id: string;
  invokTime: number;
  userId: string;
  invokIp: string;
  invokDevice: string;
  invokType: string;
  invokWasteTime: number;
  success: number;
  message: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A moment as year-month-day hour:minute:second, the console's usual date format. */
const moment = (value: number) => {
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** 调用日志: the interface's calls, newest first, a page at a time. */
export default function LogPart({ row }: PagePartProps) {
  const texts = useText(DATA_INTERFACE_TEXT);
  const id = String(row?.id ?? '');
  const [page, setPage] = useState({ currentPage: 1, pageSize: 20 });
  const [found, setFound] = useState<PagedList<LogRow>>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    setBusy(true);
    request<PagedList<LogRow>>({
      method: 'GET',
      url: `/api/system/DataInterfaceLog/${encodeURIComponent(id)}`,
      params: page,
    })
      .then((answer) => setFound(answer.data))
      .catch(() => undefined)
      .finally(() => setBusy(false));
  }, [id, page]);

  return (
    <Table<LogRow>
      size="small"
      rowKey="id"
      loading={busy}
      dataSource={found?.list ?? []}
      scroll={{ x: 'max-content', y: 420 }}
      columns={[
        {
          title: texts('invokTime'),
          dataIndex: 'invokTime',
          width: 160,
          render: (value: number) => moment(value),
        },
        { title: texts('user'), dataIndex: 'userId', width: 140 },
        {
          title: texts('invokType'),
          dataIndex: 'invokType',
          width: 100,
          render: (value: string) => {
            const key = CALL_TYPES.get(value);
            return key ? texts(key) : value;
          },
        },
        { title: texts('invokIp'), dataIndex: 'invokIp', width: 120 },
        { title: texts('wasteTime'), dataIndex: 'invokWasteTime', width: 100, align: 'right' },
        {
          title: texts('success'),
          dataIndex: 'success',
          width: 80,
          render: (value: number) =>
            value === 1 ? (
              <Tag color="success">{texts('ok')}</Tag>
            ) : (
              <Tag color="error">{texts('error')}</Tag>
            ),
        },
        { title: texts('message'), dataIndex: 'message', width: 260, ellipsis: true },
        { title: texts('invokDevice'), dataIndex: 'invokDevice', width: 200, ellipsis: true },
      ]}
      pagination={{
        current: page.currentPage,
        pageSize: page.pageSize,
        total: found?.pagination.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: [20, 50, 100],
        onChange: (currentPage, pageSize) => setPage({ currentPage, pageSize }),
      }}
    />
  );
}
