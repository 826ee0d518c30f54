import { registerMessages } from '../i18n/i18n.js';

/** The header's texts; zh values are the exact wording the header shows. */
// The traditional Chinese and English texts travel with their language (i18n/catalogue-*.ts).
registerMessages('header', {
  zh: {
    collapse: '收起菜单',
    expand: '展开菜单',
    fullscreen: '全屏',
    exitFullscreen: '退出全屏',
    fullscreenUnsupported: '您的浏览器不支持全屏',
    size: '布局大小',
    sizes: { default: '默认', medium: '中等', small: '小型', mini: '迷你' },
    messages: '站内消息',
    chat: '内部聊天',
    settings: '系统设置',
    lock: '锁定屏幕',
    language: '语言',
    profile: '个人信息',
    about: '关于平台',
    statement: '官方声明',
    logout: '退出登录',
    userMenu: '用户菜单',
    confirmTitle: '提示',
    logoutConfirm: '您确定要退出应用程序吗?',
    ok: '确定',
    cancel: '取消',
  },
});
