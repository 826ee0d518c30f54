import { defineMessages } from '@formwork/schema';

/** The answers of online users. */
export const onlineUserMessages = defineMessages('onlineUser', {
  zh: {
    notSelf: '不能强制下线自己',
    notOnline: '该用户不在线',
    kickedOut: '强制下线成功',
  },
  zhtw: {
    notSelf: '不能強制登出自己',
    notOnline: '該使用者不在線上',
    kickedOut: '強制登出成功',
  },
  en: {
    notSelf: 'You cannot sign yourself out',
    notOnline: 'The user is not online',
    kickedOut: 'Signed out',
  },
});
