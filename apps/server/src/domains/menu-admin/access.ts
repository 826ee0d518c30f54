// Everything the 菜单管理 screen does: reading needs its menu entry, each change its button.
const MODULE = 'system.menu';

export type MenuButton = 'btn_add' | 'btn_edit' | 'btn_remove';

export const menuAccess = (button?: MenuButton) => ({
  access: { module: MODULE, ...(button && { button }) },
});
