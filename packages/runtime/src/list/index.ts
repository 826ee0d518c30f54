export { ListRenderer } from './ListRenderer.js';
export type { ListHandle, ListRendererProps, ListRow, TreeOption } from './types.js';
