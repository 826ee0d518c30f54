/**
 * A portal: a dashboard of cards laid out on a 24-column grid, row after row, as the
 * administrator designed it. Stored as JSON text in the portal's formData.
 */
export interface PortalSchema {
  version: 1;
  kind: 'portal';
  cards: PortalCard[];
}

/** The counts a count card may show without a data interface. */
export type PortalFixedCount = 'users' | 'onlineUsers' | 'unreadMessages';

export type PortalChartKind = 'bar' | 'line' | 'pie';

interface PortalCardBase {
  /** Unique within the portal. */
  id: string;
  title: string;
  /** Columns of 24 the card takes; cards wrap to the next row when a row is full. */
  span: number;
  /** The card's body height in pixels; each kind has its own when absent. */
  height?: number;
}

/**
 * A number: a fixed count, or a data interface's rows (the first row's `field`, or the number
 * of rows when no field is named).
 */
export interface PortalCountCard extends PortalCardBase {
  type: 'count';
  query?: PortalFixedCount;
  interfaceId?: string;
  field?: string;
}

/** A chart of a data interface's rows: categories from one column, values from others. */
export interface PortalChartCard extends PortalCardBase {
  type: 'chart';
  interfaceId: string;
  chart: PortalChartKind;
  /** The column of the categories; the first text column when absent. */
  categoryField?: string;
  /** The columns of the values; every numeric column when absent. */
  valueFields?: string[];
}

/** Rows of a data interface (its `fields`, or all of them), or the latest notices. */
export interface PortalListCard extends PortalCardBase {
  type: 'list';
  source: 'interface' | 'notices';
  interfaceId?: string;
  fields?: string[];
  /** At most this many rows; 5 when absent. */
  limit?: number;
}

/** Links to menu entries, by id. */
export interface PortalShortcutsCard extends PortalCardBase {
  type: 'shortcuts';
  menuIds: string[];
}

export type PortalCard = PortalCountCard | PortalChartCard | PortalListCard | PortalShortcutsCard;

export type PortalCardType = PortalCard['type'];

/** A portal with no cards, as a new one starts. */
export const EMPTY_PORTAL: PortalSchema = { version: 1, kind: 'portal', cards: [] };
