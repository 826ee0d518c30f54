import { Input, Tabs } from 'antd';
import { useState } from 'react';
import { type UserSummary, useDataProvider } from '../data-provider/index.js';
import { zh } from '../i18n/catalogue.js';
import { useWidgetText, type WidgetTextKey } from '../i18n/index.js';
import { PickList, useProviderData } from '../picker-dialog/index.js';
import { UserTree } from './UserTree.js';
import { type PickedUser, SYSTEM_VARIABLE_USERS } from './user-value.js';

/** The user picker's tabs, with the Chinese names JNPF gives them (全部数据, 当前组织 ...). */
export const USER_TABS = {
  all: zh.user.tabAll,
  organize: zh.user.tabOrganize,
  subordinates: zh.user.tabSubordinates,
  system: zh.user.tabSystem,
} as const;

type UserTab = keyof typeof USER_TABS;

const TAB_TEXT: Record<UserTab, WidgetTextKey> = {
  all: 'user.tabAll',
  organize: 'user.tabOrganize',
  subordinates: 'user.tabSubordinates',
  system: 'user.tabSystem',
};

const asPicked = ({ id, fullName, organize }: UserSummary): PickedUser => ({
  id,
  fullName,
  ...(organize && { organize }),
});

function UserRows({
  users,
  loading,
  onPick,
}: {
  users: readonly PickedUser[];
  loading?: boolean;
  onPick(user: PickedUser): void;
}) {
  const items = users.map((user) => ({
    key: user.id,
    label: user.fullName,
    ...(user.organize && { description: user.organize }),
  }));
  const pick = (id: string) => {
    const user = users.find((candidate) => candidate.id === id);
    if (user) onPick(user);
  };
  return <PickList items={items} loading={loading} onPick={pick} />;
}

/** A tab's users from the provider, fetched again when the keyword changes. */
function FetchedUsers({
  tab,
  keyword,
  onPick,
}: {
  tab: Exclude<UserTab, 'system'>;
  keyword: string;
  onPick(user: PickedUser): void;
}) {
  const provider = useDataProvider();
  const search = keyword ? { keyword } : {};
  const { data, loading } = useProviderData(`${tab}:${keyword}`, (signal) => {
    if (tab === 'organize') return provider.currentOrganizeUsers(search, signal);
    if (tab === 'subordinates') return provider.subordinates(search, signal);
    return provider.userTree({ nodeId: '0', keyword }, signal);
  });
  return <UserRows users={(data ?? []).map(asPicked)} loading={loading} onPick={onPick} />;
}

function TabBody({
  tab,
  keyword,
  onPick,
}: {
  tab: UserTab;
  keyword: string;
  onPick(user: PickedUser): void;
}) {
  const t = useWidgetText();
  if (tab === 'system') {
    const shown = SYSTEM_VARIABLE_USERS.map((user) => ({ ...user, fullName: t('user.currentUser') })).filter(
      (user) => user.fullName.includes(keyword),
    );
    return <UserRows users={shown} onPick={onPick} />;
  }
  if (tab === 'all' && !keyword) return <UserTree onPick={(node) => onPick(asPicked(node))} />;
  return <FetchedUsers tab={tab} keyword={keyword} onPick={onPick} />;
}

export interface UserTabsProps {
  onPick(user: PickedUser): void;
  /** Offers the 系统变量 tab (当前用户); a flow's approver picker leaves it out. */
  withSystemVariables?: boolean;
}

/**
 * The left pane of the user picker: one keyword box over the tabs (searching on Enter), each
 * tab's users below. Changing tab clears the keyword, as JNPF does.
 */
export function UserTabs({ onPick, withSystemVariables = true }: UserTabsProps) {
  const t = useWidgetText();
  const [tab, setTab] = useState<UserTab>('all');
  const [draft, setDraft] = useState('');
  const [keyword, setKeyword] = useState('');
  const tabs = (Object.keys(USER_TABS) as UserTab[]).filter((key) => key !== 'system' || withSystemVariables);
  const changeTab = (next: string) => {
    setTab(next as UserTab);
    setDraft('');
    setKeyword('');
  };
  return (
    <>
      <Input.Search
        placeholder={t('picker.keyword')}
        aria-label={t('picker.keyword')}
        allowClear
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onSearch={(value) => setKeyword(value.trim())}
      />
      <Tabs
        size="small"
        activeKey={tab}
        onChange={changeTab}
        items={tabs.map((key) => ({ key, label: t(TAB_TEXT[key]) }))}
        style={{ marginTop: 4 }}
      />
      <div style={{ flex: 1, overflowY: 'auto' }}>
        <TabBody tab={tab} keyword={keyword} onPick={onPick} />
      </div>
    </>
  );
}
