import { registerMessages } from '../i18n/i18n.js';

// The traditional Chinese and English texts travel with their language (i18n/catalogue-*.ts).
registerMessages('home', {
  zh: {
    title: '首页',
    dashboard: '工作台',
    welcome: '欢迎使用 {{product}}',
    greetingLine: '{{greeting}}，{{name}}',
    greeting: { night: '夜深了', morning: '上午好', noon: '中午好', afternoon: '下午好', evening: '晚上好' },
    shortcuts: '快捷入口',
    noShortcuts: '暂无可用功能',
    recent: '最近访问',
    noRecent: '还没有访问记录，打开一个功能后会显示在这里',
    unread: '未读提醒',
    messages: '站内消息',
    notices: '通知公告',
    functions: '可用功能',
    openMessages: '查看消息中心',
    profile: '个人信息',
    portal: {
      switch: '切换门户',
      plain: '不使用门户',
      workspace: '个人工作台',
      uncategorised: '未分类',
      none: '暂无可查看的门户',
    },
    lastLogin: {
      title: '上次登录信息',
      time: '登录时间：',
      place: '登录地点：',
      ip: '登录IP：',
      summary: '上次登录：{{time}}',
    },
  },
});
