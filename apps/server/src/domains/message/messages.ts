import { defineMessages } from '@formwork/schema';

/** The answers of messages and notices. */
export const messageMessages = defineMessages('message', {
  zh: {
    systemSender: '系统',
    notFound: '消息不存在或已删除',
    noticeNotFound: '公告不存在或已删除',
    releasedNotEditable: '公告已发布，不能再修改',
    alreadyReleased: '公告已发布，不能重复发布',
    roleMissing: '角色 {{id}} 不存在',
    recipientUnknownKind: '{{id}} 不是用户、组织或角色',
    allRead: '已全部标为已读',
  },
  zhtw: {
    systemSender: '系統',
    notFound: '訊息不存在或已刪除',
    noticeNotFound: '公告不存在或已刪除',
    releasedNotEditable: '公告已發佈，不能再修改',
    alreadyReleased: '公告已發佈，不能重複發佈',
    roleMissing: '角色 {{id}} 不存在',
    recipientUnknownKind: '{{id}} 不是使用者、組織或角色',
    allRead: '已全部標為已讀',
  },
  en: {
    systemSender: 'System',
    notFound: 'The message does not exist or has been deleted',
    noticeNotFound: 'The notice does not exist or has been deleted',
    releasedNotEditable: 'The notice has been released and can no longer be changed',
    alreadyReleased: 'The notice has already been released',
    roleMissing: 'the role {{id}} does not exist',
    recipientUnknownKind: '{{id}} is not a user, organization or role',
    allRead: 'All messages marked as read',
  },
});
