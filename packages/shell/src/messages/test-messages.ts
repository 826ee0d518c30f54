import type { SeenCall } from '../testing/fake-server.js';
import { ok } from '../testing/fixtures.js';
import type { MessageItem } from './message-api.js';

/** A message of the inbox as the server lists it; `minutesAgo` sets its time. */
export const inboxMessage = (
  id: string,
  overrides: Partial<MessageItem> = {},
  minutesAgo = 5,
): MessageItem => ({
  id,
  title: `消息 ${id}`,
  type: 1,
  creatorUser: '管理员/admin',
  lastModifyTime: Date.now() - minutesAgo * 60_000,
  isRead: 0,
  ...overrides,
});

/** The inbox answering page by page (20 each) out of `all`, as GET /api/message does. */
export const pagedInbox = (all: MessageItem[]) => (call: SeenCall) => {
  const page = Number(call.query.get('currentPage') ?? 1);
  const size = Number(call.query.get('pageSize') ?? 20);
  const type = call.query.get('type');
  const keyword = call.query.get('keyword') ?? '';
  const matching = all.filter(
    (item) => (!type || String(item.type) === type) && (!keyword || item.title.includes(keyword)),
  );
  return ok({
    list: matching.slice((page - 1) * size, page * size),
    pagination: { currentPage: page, pageSize: size, total: matching.length },
  });
};
