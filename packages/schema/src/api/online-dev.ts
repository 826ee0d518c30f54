import type { PickerNames } from '../display/picker-names.js';
import type { PagedList, PageQuery } from './envelope.js';

/**
 * Wire shapes of `/api/visualdev/OnlineDev/{modelId}`, shared by the
 * runtime that calls them and the server that answers them.
 */

/** GET /{id}/Config: the newest released version of a model. */
export interface OnlineDevConfig {
  id: string;
  fullName: string;
  enCode: string;
  type: number;
  webType: number;
  version: number;
  /** JSON text of the released FormSchema. */
  formData: string;
  /** JSON text of the released ListSchema; null for a form-only model. */
  columnData: string | null;
}

/**
 * POST /{id}/List body. `queryJson` is JSON text of vModel -> value: an equal search sends the
 * value (an array means "any of"), a fuzzy search sends text, a range sends [start, end] where
 * either end may be null. Only fields of the list's searchList (and its tree relation) may be
 * filtered; `sidx` must be a data field of the form.
 */
export interface OnlineDevListQuery extends PageQuery {
  /** The menu entry the list is shown under; its permissions apply. */
  menuId?: string;
}

/**
 * One row of a list: the record id, each data field's stored value (not display text: the
 * client formats with `formatValue`, so sort and filters work on real values) and the record's
 * own times, epoch ms.
 */
export interface OnlineDevRow {
  id: string;
  creatorTime: number;
  lastModifyTime: number | null;
  [vModel: string]: unknown;
}

/**
 * POST /{id}/List answer: one page of rows, and the names of the users, organisations and other
 * records the page's picker cells hold ids of (with what its relation pickers show of the records
 * and interface rows they hold keys of), so that a page costs one request for its names
 * whatever its length (JNPF's client gets the cells as text instead, and no `names`).
 */
export interface OnlineDevListPage extends PagedList<OnlineDevRow> {
  names?: PickerNames;
}

/** GET /{id}/{dataId} and GET /{id}/{dataId}/DataChange: `data` is JSON text of the values. */
export interface OnlineDevRecord {
  id: string;
  data: string;
  /**
   * Values the record keeps for fields no longer in the released form, labelled as the last
   * release that had them named them; absent when there are none. A field that comes back
   * finds its values where they were.
   */
  retired?: RetiredValue[];
}

/** A stored value of a field a later release removed. */
export interface RetiredValue {
  vModel: string;
  label: string;
  value: unknown;
}

/** POST /{id} and PUT /{id}/{dataId} body. */
export interface OnlineDevWrite {
  /** JSON text of the values; calculated and system fields sent here are ignored. */
  data: string;
}

/** Answer `data` of a write refused for its values: one problem per field, in form order. */
export interface OnlineDevRefusal {
  problems: Array<{ field: string; message: string }>;
}

/** POST /{id}/Actions/Export body: the current query plus what to export. */
export interface OnlineDevExportQuery extends OnlineDevListQuery {
  /** vModels of the columns to export, in order. */
  selectKey: string[];
  /** 0 the current page, 1 every row the query matches. */
  dataType: 0 | 1;
}

/** Answer of Export and Template: a one-time download address, valid for a few minutes. */
export interface DownloadLink {
  name: string;
  url: string;
}

/** One column as the user arranged it in the column settings drawer. */
export interface ColumnSetting {
  prop: string;
  visible: boolean;
}

/** GET /api/permission/Authority/GetColumnsByModuleId/{menuId}: null when never saved. */
export interface SavedColumns {
  moduleId: string;
  /** JSON text of ColumnSetting[]. */
  fieldList: string;
}
