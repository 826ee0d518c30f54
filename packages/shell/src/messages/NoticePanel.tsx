import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Input, message, Space, Table, type TableColumnsType, Tag, Tooltip, theme } from 'antd';
import { useCallback, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { formatDate } from '../utils/timestamp.js';
import { MESSAGE_PAGE_SIZE, messageApi, type NoticeItem } from './message-api.js';
import { MESSAGES_TEXT } from './messages.js';
import { type NoticeEditing, NoticeForm } from './NoticeForm.js';
import { useConfirm } from './useConfirm.js';
import { usePagedList } from './usePagedList.js';

const DRAFT = 0;

/**
 * Notice administration: drafts and released notices, writing and editing drafts, releasing a
 * draft to everyone or to the recipients chosen for it, and deleting, each after a confirmation.
 */
export function NoticePanel() {
  const t = useText(MESSAGES_TEXT);
  const { token } = theme.useToken();
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<NoticeEditing>(null);
  const { confirm, holder } = useConfirm();

  const fetchPage = useCallback(
    (currentPage: number) => messageApi.notices({ keyword, currentPage, pageSize: MESSAGE_PAGE_SIZE }),
    [keyword],
  );
  const list = usePagedList(fetchPage);
  const closeForm = useCallback(() => setEditing(null), []);

  const act = (question: string, call: () => Promise<{ msg: string }>) =>
    confirm(question, async () => {
      const answer = await call();
      void message.success(answer.msg, 1.5);
      list.reload();
    });

  const columns: TableColumnsType<NoticeItem> = [
    {
      key: 'title',
      title: t('noticeTitle'),
      dataIndex: 'title',
      render: (title: string) => <span style={{ overflowWrap: 'anywhere' }}>{title}</span>,
    },
    {
      key: 'state',
      title: t('state'),
      dataIndex: 'enabledMark',
      width: 90,
      render: (mark: number) =>
        Number(mark) === DRAFT ? (
          <Tag color="warning">{t('draft')}</Tag>
        ) : (
          <Tag color="success">{t('released')}</Tag>
        ),
    },
    { key: 'creator', title: t('creator'), dataIndex: 'creatorUser', width: 150, responsive: ['md'] },
    {
      key: 'time',
      title: t('updatedAt'),
      dataIndex: 'lastModifyTime',
      width: 150,
      responsive: ['sm'],
      render: (value: number) => formatDate(value),
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 150,
      render: (_, notice) => {
        const draft = Number(notice.enabledMark) === DRAFT;
        return (
          <Space size={0} wrap>
            {draft && (
              <Button type="link" size="small" onClick={() => setEditing({ id: notice.id })}>
                {t('edit')}
              </Button>
            )}
            {draft && (
              <Button
                type="link"
                size="small"
                onClick={() =>
                  act(t(notice.toUserIds ? 'releaseConfirmChosen' : 'releaseConfirm'), () =>
                    messageApi.releaseNotice(notice.id),
                  )
                }
              >
                {t('release')}
              </Button>
            )}
            <Button
              type="link"
              size="small"
              danger
              onClick={() => act(t('deleteConfirm'), () => messageApi.removeNotice(notice.id))}
            >
              {t('delete')}
            </Button>
          </Space>
        );
      },
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
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
            {t('add')}
          </Button>
          <Tooltip title={t('refresh')}>
            <Button aria-label={t('refresh')} icon={<ReloadOutlined />} onClick={list.reload} />
          </Tooltip>
        </Flex>
      </Flex>
      <Table<NoticeItem>
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.items}
        locale={{ emptyText: t('noNotices') }}
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
      <NoticeForm editing={editing} onClose={closeForm} onSaved={list.reload} />
      {holder}
    </Flex>
  );
}
