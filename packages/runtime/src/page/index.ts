export { OnlineDevPage } from './online-dev/OnlineDevPage.js';
export { PageRenderer } from './PageRenderer.js';
export { runtimeWord } from './page-words.js';
export * from './types.js';
