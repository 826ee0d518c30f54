/**
 * Wire shapes of the data dictionary (`/api/system/DictionaryType`, `/api/system/DictionaryData`)
 * and of a data interface's response, as option widgets and list trees read them.
 */

/** One item of a dictionary type; `children` only when the type is a tree and the item has some. */
export interface DictionaryItem {
  id: string;
  /** '0' at the root of its type. */
  parentId: string;
  fullName: string;
  enCode: string;
  children?: DictionaryItem[];
}

/**
 * GET /DictionaryData/{type id or enCode}/Data/Selector: the enabled items of a type, sorted;
 * nested when the type is a tree. An unknown type answers 400 naming it.
 */
export interface DictionarySelector {
  list: DictionaryItem[];
}

/** GET /DictionaryType/Selector/{id or 0}: the types as a tree (categories hold types). */
export interface DictionaryTypeNode {
  id: string;
  parentId: string;
  fullName: string;
  enCode: string;
  /** 1: the type's items form a tree. */
  isTree: number;
  sortCode: number;
  children?: DictionaryTypeNode[];
}

/** GET /DictionaryData/All: every enabled item grouped by its (enabled) type, for a client cache. */
export interface DictionaryGroup {
  id: string;
  fullName: string;
  enCode: string;
  isTree: number;
  /** Flat and sorted; parentId gives the tree. */
  dictionaryList: DictionaryItem[];
}

/** GET /api/system/DataInterface/{id}/Actions/Response: the interface's rows under `data`. */
export interface DataInterfaceResponse {
  data: unknown;
}
