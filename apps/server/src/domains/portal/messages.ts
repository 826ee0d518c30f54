import { defineMessages } from '@formwork/schema';

/** The answers of portals. */
export const portalMessages = defineMessages('portal', {
  zh: {
    notFound: '门户不存在或已被删除',
    inUse: '有菜单打开此门户，请先修改或删除该菜单',
    notChoosable: '门户不存在、已停用或您无权查看',
  },
  zhtw: {
    notFound: '入口網站不存在或已被刪除',
    inUse: '有選單開啟此入口網站，請先修改或刪除該選單',
    notChoosable: '入口網站不存在、已停用或您無權查看',
  },
  en: {
    notFound: 'The portal does not exist or was deleted',
    inUse: 'a menu entry opens this portal; change or remove the entry first',
    notChoosable: 'the portal does not exist, is disabled or is not one you may see',
  },
});
