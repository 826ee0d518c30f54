export { ListRenderer } from './ListRenderer.js';
export {
  type PageParam,
  type PrintedRecord,
  pageRule,
  printDocument,
  printInFrame,
} from './print/print-pages.js';
export type { ListHandle, ListRendererProps, ListRow, TreeOption } from './types.js';
