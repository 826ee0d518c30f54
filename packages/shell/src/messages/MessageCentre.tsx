import { MESSAGE_TYPES } from '@formwork/schema';
import { Card, Tabs, theme } from 'antd';
import { useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { InboxPanel } from './InboxPanel.js';
import { MESSAGES_TEXT } from './messages.js';
import { NoticePanel } from './NoticePanel.js';
import { useCanManageNotices } from './notice-permission.js';

const ALL = 'all';
const NOTICES = 'notices';

/**
 * The message centre (/messageRecord): the inbox by kind, and for those who may, notice
 * administration in a tab of its own.
 */
export function MessageCentre() {
  const t = useText(MESSAGES_TEXT);
  const { token } = theme.useToken();
  const manages = useCanManageNotices();
  const [tab, setTab] = useState(ALL);

  const items = [
    { key: ALL, label: t('types.all') },
    ...MESSAGE_TYPES.map((type) => ({ key: String(type), label: t(`types.${type}`) })),
    ...(manages ? [{ key: NOTICES, label: t('noticeAdmin') }] : []),
  ];
  const showsNotices = manages && tab === NOTICES;

  return (
    <Card title={t('centre')} style={{ margin: token.marginSM }} styles={{ body: { paddingTop: 0 } }}>
      <Tabs activeKey={tab} onChange={setTab} items={items} />
      {showsNotices ? <NoticePanel /> : <InboxPanel key={tab} type={tab === ALL ? '' : Number(tab)} />}
    </Card>
  );
}
