import { Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { formatDateTimeSeconds } from '../utils/timestamp.js';
import { currentUserApi, type SignInRecord } from './current-user-api.js';
import { PROFILE_TEXT } from './messages.js';

/** Page size of the sign-in history, as the shell's other lists. */
export const SIGN_IN_LOG_PAGE_SIZE = 20;

/** The user's own sign-ins, newest first, 20 a page. */
export function SignInLog() {
  const t = useText(PROFILE_TEXT);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<SignInRecord[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    currentUserApi
      .signInLog(page, SIGN_IN_LOG_PAGE_SIZE)
      .then(({ data }) => {
        if (!live || !data) return;
        setRows(data.list);
        setTotal(data.pagination.total);
      })
      .catch(() => {})
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [page]);

  return (
    <Table<SignInRecord>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 720 }}
      pagination={{
        current: page,
        pageSize: SIGN_IN_LOG_PAGE_SIZE,
        total,
        showSizeChanger: false,
        showTotal: (count) => t('total', { total: count }),
        onChange: setPage,
      }}
      columns={[
        {
          title: t('loginTime'),
          dataIndex: 'creatorTime',
          width: 170,
          render: (value: number) => formatDateTimeSeconds(value),
        },
        { title: t('ipAddress'), dataIndex: 'ipAddress', width: 140 },
        { title: t('ipAddressName'), dataIndex: 'ipAddressName', width: 140 },
        { title: t('userAgent'), dataIndex: 'userAgent', ellipsis: true },
        {
          title: t('result'),
          dataIndex: 'abstracts',
          width: 160,
          render: (text: string, row) => <Tag color={row.success ? 'success' : 'error'}>{text}</Tag>,
        },
      ]}
    />
  );
}
