import { MenuType } from '@formwork/schema';
import { Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { useText } from '../i18n/i18n.js';
import { Icon } from '../icons/icons.js';
import { externalAddress } from '../routes/menu-routes.js';
import { useSessionStore } from '../session/store.js';
import { useShellConfig } from '../shell-config.js';
import { createMenuSearch, type SearchEntry, searchEntries, searchMenu } from './menu-search.js';
import { SEARCH_TEXT } from './messages.js';

/** Opens an entry as the header does: types 6 and 7 with _blank in a new window. */
function useOpenEntry() {
  const navigate = useNavigate();
  const { dataVHost } = useShellConfig();
  const token = useSessionStore((state) => state.token) ?? '';
  return (entry: SearchEntry) => {
    const { route } = entry;
    const external = route.type === MenuType.dataView || route.type === MenuType.externalLink;
    if (external && route.linkTarget === '_blank') {
      window.open(externalAddress(route, { dataV: dataVHost, token }), '_blank', 'noopener');
      return;
    }
    navigate(entry.path + entry.query);
  };
}

/** The header's menu search: type to filter, arrows to move, Enter to go. */
export function HeaderSearch({
  width = 200,
  initialText = '',
  autoFocus = false,
}: {
  width?: number;
  /** What was typed into the header's stand-in field before this one loaded. */
  initialText?: string;
  autoFocus?: boolean;
}) {
  const t = useText(SEARCH_TEXT);
  const menuList = useSessionStore((state) => state.menuList);
  const language = useAppStore((state) => state.language);
  const entries = useMemo(() => searchEntries(menuList, language), [menuList, language]);
  const fuse = useMemo(() => createMenuSearch(entries), [entries]);
  const [text, setText] = useState('');
  // The select empties its search text when its first render commits closed (it opens only once
  // mounted), so what was typed before it arrived is handed over after that.
  // biome-ignore lint/correctness/useExhaustiveDependencies: handed over once, at mount
  useEffect(() => {
    if (initialText) setText(initialText);
  }, []);
  const results = useMemo(() => searchMenu(fuse, text), [fuse, text]);
  const open = useOpenEntry();

  const choose = (id: string) => {
    const entry = results.find((candidate) => candidate.route.id === id);
    setText('');
    if (entry) open(entry);
  };

  return (
    <Select<string>
      showSearch
      autoFocus={autoFocus}
      defaultOpen={autoFocus && initialText.trim() !== ''}
      aria-label={t('label')}
      placeholder={t('placeholder')}
      prefix={<Icon name="search" />}
      value={null}
      searchValue={text}
      onSearch={setText}
      onChange={choose}
      filterOption={false}
      defaultActiveFirstOption
      suffixIcon={null}
      options={results.map((entry) => ({ value: entry.route.id, label: entry.title }))}
      notFoundContent={text.trim() ? t('empty') : null}
      style={{ width }}
      popupMatchSelectWidth={false}
      variant="filled"
    />
  );
}
