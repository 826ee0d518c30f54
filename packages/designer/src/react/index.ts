export { DesignerPage, type DesignerPageProps, default } from './DesignerPage.js';
export { createDesignerI18n, type DesignerLanguage } from './i18n/instance.js';
export type { DesignerMetas, DesignerWidgetMeta, PaletteGroup } from './meta.js';
export type { DesignerRelease } from './release/ReleaseDialog.js';
