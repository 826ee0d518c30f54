import type { PageSchema } from '@formwork/schema';
import type { ComponentType } from 'react';
import type { ListRow } from '../list/types.js';

/** What a part the host registered is given when a page's action shows it. */
export interface PagePartProps {
  /** The props the page schema gives it. */
  props: Record<string, unknown>;
  /** The row whose action opened it; none from the toolbar. */
  row?: ListRow;
  /** Closes its dialog; `changed` reloads the list. */
  close: (changed?: boolean) => void;
  /**
   * The parts of the page that shows it, for a part that shows pages in turn (a nested page's
   * actions offer the same parts), so that part need not import the host's list of parts.
   */
  parts?: PageParts;
}

/** Parts a host offers page schemas, by the key an action names (`authorizeMatrix`). */
export type PageParts = ReadonlyMap<string, ComponentType<PagePartProps>>;

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
  /** The host's parts that `part` actions may show. */
  parts?: PageParts;
  /** Values of the schema's `params`, by name (the owner a nested page belongs to). */
  params?: Readonly<Record<string, string>>;
  /** Told whenever a form of the page opens or closes (a record or action dialog, a form view). */
  onFormOpenChange?: (open: boolean) => void;
}

/** A released online-dev model: loads its Config and renders it as a PageSchema. */
export interface OnlineDevPageProps {
  /** The visual-dev model id (menu propertyJson.moduleId). */
  modelId: string;
  menuId: string;
  /**
   * The newest version of the model the host heard was released (its socket announces releases);
   * a number above the one drawn fetches the Config again.
   */
  releasedVersion?: number;
}
