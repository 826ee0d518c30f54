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
  /**
   * Goes to an address of the app for the schema's navigate actions (the host's router);
   * without it the browser loads the address.
   */
  onNavigate?: (url: string) => void;
  /** Told of each of the schema's actions that succeeded, with what the server answered. */
  onActionDone?: (actionId: string, answer: unknown) => void;
}

/** A released online-dev model: loads its Config and renders it as a PageSchema. */
export interface OnlineDevPageProps {
  /** The visual-dev model id (menu propertyJson.moduleId). */
  modelId: string;
  menuId: string;
}
