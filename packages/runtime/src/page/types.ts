import type { PageSchema } from '@formwork/schema';

export interface PageRendererProps {
  schema: PageSchema;
  /**
   * The menu entry the page is shown under: its permissions apply (buttons, columns, fields)
   * and the user's column settings are kept per menu.
   */
  menuId: string;
  /** The online-dev model behind the page, when there is one (QR codes of a record name it). */
  modelId?: string;
}

/** A released online-dev model: loads its Config and renders it as a PageSchema. */
export interface OnlineDevPageProps {
  /** The visual-dev model id (menu propertyJson.moduleId). */
  modelId: string;
  menuId: string;
}
