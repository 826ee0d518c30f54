import { request } from '../http/client.js';

/** One recent conversation: the other person and the latest message between you. */
export interface Conversation {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  unreadMessage: number;
  latestMessage: string;
  messageType: string;
  latestDate: number | string | null;
}

/** Someone the user may chat with. */
export interface Contact {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  department: string;
}

export interface Page<T> {
  list: T[];
  pagination?: { currentPage?: number; pageSize?: number; total?: number };
}

export const CONTACTS_PAGE_SIZE = 20;

/** The chat's HTTP calls; the conversation itself travels over the socket. */
export const chatApi = {
  conversations: () => request<Page<Conversation>>({ url: '/api/message/imreply', method: 'get' }),
  contacts: (keyword: string, currentPage: number) =>
    request<Page<Contact>>({
      url: '/api/permission/Users/ImUser',
      method: 'get',
      data: { keyword, currentPage, pageSize: CONTACTS_PAGE_SIZE },
    }),
  /** Stores a chat picture; the answer names it, and the message then refers to it by that name. */
  uploadImage: (file: File) => {
    const data = new FormData();
    data.append('file', file);
    return request<{ name: string }>({ url: '/api/file/Uploader/IM', method: 'post', data });
  },
};
