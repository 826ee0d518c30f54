import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { isMessageType } from '@formwork/schema';
import { Button, Flex, Input, message, Table, type TableColumnsType, Tag, Tooltip, theme } from 'antd';
import { useCallback, useState } from 'react';
import { type TextKey, useText } from '../i18n/i18n.js';
import { formatDate } from '../utils/timestamp.js';
import { isRead, MESSAGE_PAGE_SIZE, type MessageItem, messageApi } from './message-api.js';
import { MESSAGES_TEXT } from './messages.js';
import { useConfirm } from './useConfirm.js';
import { useOpenMessage } from './useOpenMessage.js';
import { usePagedList } from './usePagedList.js';

/** The words of a message kind; an unknown kind reads "other". */
export const typeKey = (type: number): TextKey<typeof MESSAGES_TEXT> =>
  isMessageType(type) ? (`types.${type}` as TextKey<typeof MESSAGES_TEXT>) : 'types.other';

/**
 * The user's messages of one kind (or all): search by keyword, read state, opening each where
 * it belongs, and deleting those selected after a confirmation.
 */
export function InboxPanel({ type }: { type: number | '' }) {
  const t = useText(MESSAGES_TEXT);
  const { token } = theme.useToken();
  const [keyword, setKeyword] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const { confirm, holder } = useConfirm();

  const fetchPage = useCallback(
    (currentPage: number) => messageApi.list({ type, keyword, currentPage, pageSize: MESSAGE_PAGE_SIZE }),
    [type, keyword],
  );
  const list = usePagedList(fetchPage);
  const { update } = list;
  const markRead = useCallback(
    (id: string) => update((items) => items.map((item) => (item.id === id ? { ...item, isRead: 1 } : item))),
    [update],
  );
  const { open, dialog } = useOpenMessage({ onRead: markRead });

  const remove = () => {
    if (selected.length === 0) {
      void message.error(t('selectFirst'), 1.5);
      return;
    }
    confirm(t('deleteConfirm'), async () => {
      const answer = await messageApi.remove(selected);
      void message.success(answer.msg, 1.5);
      setSelected([]);
      list.reload();
    });
  };

  const columns: TableColumnsType<MessageItem> = [
    {
      key: 'title',
      title: t('messageTitle'),
      dataIndex: 'title',
      render: (_, item) => (
        <Button
          type="link"
          size="small"
          onClick={() => void open(item)}
          style={{
            padding: 0,
            height: 'auto',
            whiteSpace: 'normal',
            textAlign: 'left',
            fontWeight: isRead(item) ? 'normal' : 600,
          }}
        >
          {item.title}
        </Button>
      ),
    },
    {
      key: 'type',
      title: t('messageType'),
      dataIndex: 'type',
      width: 100,
      responsive: ['sm'],
      render: (value: number) => t(typeKey(Number(value))),
    },
    { key: 'sender', title: t('sender'), dataIndex: 'creatorUser', width: 160, responsive: ['md'] },
    {
      key: 'time',
      title: t('sentAt'),
      dataIndex: 'lastModifyTime',
      width: 150,
      responsive: ['sm'],
      render: (value: number) => formatDate(value),
    },
    {
      key: 'state',
      title: t('state'),
      dataIndex: 'isRead',
      width: 80,
      render: (_, item) =>
        isRead(item) ? <Tag color="success">{t('read')}</Tag> : <Tag color="warning">{t('unread')}</Tag>,
    },
  ];

  return (
    <Flex vertical gap={token.margin}>
      <Flex gap={token.marginSM} wrap justify="space-between">
        <Input.Search
          aria-label={t('keyword')}
          placeholder={t('keywordPlaceholder')}
          allowClear
          enterButton={t('search')}
          onSearch={(value) => setKeyword(value.trim())}
          style={{ maxWidth: 360, flex: '1 1 220px' }}
        />
        <Flex gap={token.marginXS}>
          <Button danger icon={<DeleteOutlined />} onClick={remove}>
            {t('delete')}
          </Button>
          <Tooltip title={t('refresh')}>
            <Button aria-label={t('refresh')} icon={<ReloadOutlined />} onClick={list.reload} />
          </Tooltip>
        </Flex>
      </Flex>
      <Table<MessageItem>
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.items}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        locale={{ emptyText: t('empty') }}
        pagination={{
          current: list.page,
          pageSize: MESSAGE_PAGE_SIZE,
          total: list.total,
          showSizeChanger: false,
          showTotal: (total) => t('total', { total }),
          onChange: list.setPage,
          size: 'small',
        }}
      />
      {dialog}
      {holder}
    </Flex>
  );
}
