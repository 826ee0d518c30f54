import { request } from '../http/client.js';

/** Lists page by this many, the drawer and the message centre alike. */
export const MESSAGE_PAGE_SIZE = 20;

/** One message of the user's inbox. */
export interface MessageItem {
  id: string;
  title: string;
  type: number;
  /** "RealName/account" of whoever sent it. */
  creatorUser: string;
  /** Milliseconds. */
  lastModifyTime: number;
  /** 1 read, 0 unread; older servers send the digits as text. */
  isRead: number | string;
}

/** A message opened: reading it marks it read. */
export interface MessageDetail {
  id: string;
  title: string;
  /** HTML for notices; for other kinds the data the workflow page reads. */
  bodyText: string | null;
  creatorUser: string;
  lastModifyTime: number;
  /** JSON text listing the attachments. */
  files?: string | null;
}

/** A notice as its administrators see it: 0 a draft, 1 released. */
export interface NoticeItem extends Omit<MessageItem, 'isRead' | 'type'> {
  enabledMark: number;
  type?: number;
  /** Its chosen recipients ("id--user,id--department,id--role"); '' for every user. */
  toUserIds?: string;
}

/** The longest notice title the server keeps, in characters. */
export const NOTICE_TITLE_MAX = 100;

export interface NoticeInput {
  title: string;
  bodyText: string;
  /** Its chosen recipients ("id--user,id--department,id--role"); '' for every user. */
  toUserIds: string;
}

export interface Page<T> {
  list: T[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

export interface MessageQuery {
  /** Empty for every kind. */
  type?: number | '';
  keyword?: string;
  currentPage: number;
  pageSize?: number;
}

export const isRead = (item: Pick<MessageItem, 'isRead'>): boolean => Number(item.isRead) === 1;

/** The inbox, the notices and their administration, newest first. */
export const messageApi = {
  list: ({ type = '', keyword = '', currentPage, pageSize = MESSAGE_PAGE_SIZE }: MessageQuery) =>
    request<Page<MessageItem>>({
      url: '/api/message',
      method: 'get',
      // Every kind is asked for by leaving the kind out.
      params: { ...(type !== '' && { type }), keyword, currentPage, pageSize, sort: 'desc' },
    }),
  read: (id: string) =>
    request<MessageDetail>({ url: `/api/message/ReadInfo/${encodeURIComponent(id)}`, method: 'get' }),
  readAll: () => request({ url: '/api/message/Actions/ReadAll', method: 'post' }),
  remove: (ids: readonly string[]) =>
    request({ url: '/api/message/Record', method: 'delete', data: { ids: ids.join(',') } }),
  notices: ({ keyword = '', currentPage, pageSize = MESSAGE_PAGE_SIZE }: Omit<MessageQuery, 'type'>) =>
    request<Page<NoticeItem>>({
      url: '/api/message/Notice',
      method: 'get',
      params: { keyword, currentPage, pageSize },
    }),
  notice: (id: string) =>
    request<MessageDetail & { enabledMark?: number; toUserIds?: string }>({
      url: `/api/message/${encodeURIComponent(id)}`,
      method: 'get',
    }),
  createNotice: (data: NoticeInput) => request({ url: '/api/message', method: 'post', data }),
  updateNotice: (id: string, data: NoticeInput) =>
    request({ url: `/api/message/${encodeURIComponent(id)}`, method: 'put', data }),
  removeNotice: (id: string) => request({ url: `/api/message/${encodeURIComponent(id)}`, method: 'delete' }),
  releaseNotice: (id: string) =>
    request({ url: `/api/message/${encodeURIComponent(id)}/Actions/Release`, method: 'put' }),
};
