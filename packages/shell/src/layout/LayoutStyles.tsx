/**
 * The few rules inline styles cannot express (pseudo-classes, antd's inner elements). Colours come
 * from the layout's CSS variables, which follow the theme colour.
 */
const CSS = `
.fw-layout { min-height: 100vh; }
.fw-column, .fw-main { min-width: 0; }
.fw-header-slot { position: relative; z-index: 12; }
.fw-header-slot header { box-shadow: 0 1px 4px rgba(0, 21, 41, 0.08); }
.fw-fixed .fw-header-slot { position: sticky; top: 0; }
.fw-fixed .fw-tags-slot { position: sticky; top: var(--fw-header-height); z-index: 10; }
.fw-content { padding: 12px; min-height: 0; }
.fw-view { min-height: 100%; }
.fw-view[hidden] { display: none; }
.fw-sidebar { box-shadow: 2px 0 6px rgba(0, 21, 41, 0.12); }
.fw-sidebar-light { box-shadow: none; }
.fw-tags-strip { flex: 1; min-width: 0; display: flex; gap: 4px; overflow: hidden; white-space: nowrap; scroll-behavior: smooth; }
.fw-tag { display: inline-flex; align-items: center; gap: 4px; height: 26px; padding: 0 8px; flex: none;
  border: 1px solid rgba(5, 5, 5, 0.1); border-radius: 3px; font-size: 12px; color: rgba(0, 0, 0, 0.75);
  background: #fff; cursor: pointer; user-select: none; transition: color .2s, background .2s, border-color .2s; }
.fw-tag:hover { color: var(--fw-primary); }
.fw-tag:focus-visible { outline: 2px solid var(--fw-primary); outline-offset: 1px; }
.fw-tag-active, .fw-tag-active:hover { color: #fff; background: var(--fw-primary); border-color: var(--fw-primary); }
.fw-tag .anticon { font-size: 12px; }
.fw-tag-close { display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px;
  margin-right: -4px; padding: 0; border: 0; border-radius: 50%; font-size: 10px; color: inherit;
  background: transparent; cursor: pointer; }
.fw-tag-close:hover { color: #fff; background: rgba(0, 0, 0, 0.25); }
.fw-narrow-menu.ant-menu-vertical > .ant-menu-item,
.fw-narrow-menu.ant-menu-vertical > .ant-menu-submenu > .ant-menu-submenu-title {
  height: 64px; line-height: 1.3; display: flex; flex-direction: column; justify-content: center;
  align-items: center; gap: 6px; padding: 0 4px !important; margin: 4px 6px; width: auto; text-align: center; }
.fw-narrow-menu .ant-menu-item .anticon, .fw-narrow-menu .ant-menu-submenu-title .anticon { font-size: 20px; margin: 0; }
.fw-narrow-menu .ant-menu-title-content { margin: 0 !important; font-size: 12px; overflow: hidden;
  text-overflow: ellipsis; white-space: nowrap; max-width: 100%; }
.fw-narrow-menu .ant-menu-submenu-arrow { display: none; }
`;

export function LayoutStyles() {
  return <style>{CSS}</style>;
}
