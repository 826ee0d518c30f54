export { OnlineDevPage } from './online-dev/OnlineDevPage.js';
export { PageRenderer } from './PageRenderer.js';
export * from './types.js';
