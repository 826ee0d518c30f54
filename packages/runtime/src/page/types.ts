import type { PageSchema } from '@formwork/schema';

export interface PageRendererProps {
  schema: PageSchema;
  /**
   * The menu entry the page is shown under: its permissions apply (buttons, columns, fields)
   * and the user's column settings are kept per menu.
   */
  menuId: string;
}

/** A released online-dev model: loads its Config and renders it as a PageSchema. */
export interface OnlineDevPageProps {
  /** The visual-dev model id (menu propertyJson.moduleId). */
  modelId: string;
  menuId: string;
}
