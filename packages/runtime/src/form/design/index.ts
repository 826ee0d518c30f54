export type * from './types.js';
export { DESIGN_COMPONENTS } from './wrap.js';
