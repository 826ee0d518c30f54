import { registerMessages } from '../i18n/i18n.js';

/** Texts of the layouts, the tab strip and the fixed routes' titles, in namespace `layout`. */
export const LAYOUT_NS = 'layout';

// The traditional Chinese and English texts travel with their language (i18n/catalogue-*.ts).
registerMessages(LAYOUT_NS, {
  zh: {
    route: {
      home: '首页',
      dashboard: '工作台',
      login: '登录',
      authRedirect: '登录跳转',
      jump: '跳转',
      lockScreen: '锁屏',
      forceChangePassword: '修改密码',
      messageRecord: '消息中心',
      previewModel: '功能预览',
      profile: '个人信息',
      emailDetail: '查看邮件',
      workFlowDetail: '流程详情',
      salaryimportDetail: '工资条详情',
      dshResult: '报表签核',
      notFound: '404',
    },
    more: '更多 ...',
    menu: '菜单',
    tabs: {
      refresh: '刷新',
      close: '关闭',
      closeOthers: '关闭其他',
      closeAll: '关闭所有',
      previous: '向左滚动',
      next: '向右滚动',
    },
    noPermission: {
      title: '无权访问',
      subtitle: '您没有访问该页面的权限，请联系管理员',
      home: '返回首页',
    },
    unavailable: {
      subtitle: '该功能暂未开放，敬请期待',
      home: '返回首页',
    },
    external: {
      newWindow: '该页面在新窗口中打开',
      open: '打开页面',
      link: '外部链接',
    },
    redirecting: '正在跳转…',
  },
});
