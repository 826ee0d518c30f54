import { defineMessages } from '@formwork/schema';

export const LOCK_TEXT = defineMessages('lock', {
  zh: {
    title: '锁屏',
    locked: '屏幕已锁定',
    password: '请输入密码解锁',
    unlock: '解锁',
    required: '请输入密码',
    otherUser: '使用其他账号登录',
    hint: '为了您的账号安全，离开时请锁定屏幕',
  },
  zhtw: {
    title: '鎖屏',
    locked: '螢幕已鎖定',
    password: '請輸入密碼解鎖',
    unlock: '解鎖',
    required: '請輸入密碼',
    otherUser: '使用其他帳號登入',
    hint: '為了您的帳號安全，離開時請鎖定螢幕',
  },
  en: {
    title: 'Lock screen',
    locked: 'Screen locked',
    password: 'Enter your password to unlock',
    unlock: 'Unlock',
    required: 'Please enter your password',
    otherUser: 'Sign in as another user',
    hint: 'Lock your screen whenever you step away',
  },
});
