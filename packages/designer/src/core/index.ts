export { type ClipboardContent, copyNodes, pasteNodes, readClipboard } from './clipboard/clipboard.js';
export { setConfig, setList, setProperty, setSettings } from './commands/edit.js';
export {
  duplicateNodes,
  insertField,
  insertFields,
  moveNode,
  moveNodes,
  removeNodes,
  wrapNodes,
} from './commands/place.js';
export { placementError } from './commands/placement.js';
export type { Position } from './commands/position.js';
export type * from './commands/types.js';
export { createDocument, type FormDocument, type NodeLocation } from './document/document.js';
export type { NodeId } from './document/ids.js';
export { inFormOrder, topmost } from './document/order.js';
export type { HistoryJSON } from './history/format.js';
export { createHistory, type ExecuteOptions, History, type HistoryEntry } from './history/history.js';
export { type RestoredSession, restoreHistory } from './history/restore.js';
export { type ListProblem, listProblems, RECORD_TIME_FIELDS } from './list/list-problems.js';
export { renameInList } from './list/rename-in-list.js';
export { canRelease, type DesignerProblem, problemsByNode, problemsOf } from './problems/problems.js';
export { editSelection, isShared, setPropertyOnAll, sharedValue } from './selection/bulk-edit.js';
export { createSelection, Selection } from './selection/selection.js';
export { CommandError, type Refusal } from './shared/command-error.js';
export { stableStringify } from './shared/json.js';
export { vModelError } from './vmodel/identifier.js';
