import { Empty, Input, Spin } from 'antd';
import { type UIEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useText } from '../i18n/i18n.js';
import { CONTACTS_PAGE_SIZE, type Contact, chatApi } from './chat-api.js';
import { useChatStore } from './chat-store.js';
import { CHAT_TEXT } from './messages.js';
import { PersonAvatar } from './PersonAvatar.js';

/** The next page loads when the list is scrolled to within this many pixels of its end. */
export const CONTACTS_LOAD_DISTANCE = 300;

/** Everyone the user may chat with, searchable, a page at a time as the list is scrolled. */
export function ContactList({ onOpen }: { onOpen(contact: Contact): void }) {
  const t = useText(CHAT_TEXT);
  const online = useChatStore((state) => state.onlineUsers);
  const [keyword, setKeyword] = useState('');
  const [contacts, setContacts] = useState<Contact[]>([]);
  const [page, setPage] = useState(0);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  // The search typed last wins over answers to earlier ones still on their way.
  const search = useRef(0);

  const load = useCallback(async (words: string, next: number) => {
    const ticket = search.current;
    setLoading(true);
    try {
      const { data } = await chatApi.contacts(words, next);
      if (ticket !== search.current) return;
      const list = data?.list ?? [];
      const total = data?.pagination?.total;
      setContacts((shown) =>
        next === 1
          ? list
          : [...shown, ...list.filter((contact) => !shown.some((seen) => seen.id === contact.id))],
      );
      setDone(
        list.length < CONTACTS_PAGE_SIZE || (total !== undefined && next * CONTACTS_PAGE_SIZE >= total),
      );
      setPage(next);
    } catch {
      // The HTTP client has shown why; scrolling again retries.
    } finally {
      if (ticket === search.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    search.current += 1;
    setContacts([]);
    setDone(false);
    void load(keyword, 1);
  }, [keyword, load]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (loading || done) return;
    if (box.scrollHeight - box.scrollTop - box.clientHeight <= CONTACTS_LOAD_DISTANCE)
      void load(keyword, page + 1);
  };

  return (
    <div className="fw-chat-column">
      <div style={{ padding: '8px 12px' }}>
        <Input.Search
          allowClear
          placeholder={t('searchContacts')}
          aria-label={t('searchContacts')}
          onSearch={(value) => setKeyword(value.trim())}
        />
      </div>
      <div className="fw-chat-scroll" onScroll={onScroll} data-testid="chat-contacts">
        {contacts.length === 0 && !loading ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noContacts')} />
        ) : (
          <ul className="fw-chat-list" aria-label={t('contacts')}>
            {contacts.map((contact) => (
              <li key={contact.id}>
                <button type="button" className="fw-chat-row" onClick={() => onOpen(contact)}>
                  <PersonAvatar
                    name={contact.realName}
                    headIcon={contact.headIcon}
                    online={online.has(contact.id)}
                  />
                  <span className="fw-chat-row-text">
                    <span className="fw-chat-name">
                      {contact.realName}
                      <span className="fw-chat-account">/{contact.account}</span>
                    </span>
                    <span className="fw-chat-preview">
                      {online.has(contact.id) ? t('online') : t('offline')}
                      {contact.department ? ` · ${contact.department}` : ''}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {loading && <Spin size="small" style={{ display: 'block', margin: 12 }} aria-label={t('loading')} />}
      </div>
    </div>
  );
}
