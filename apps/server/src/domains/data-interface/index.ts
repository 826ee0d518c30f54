// What other domains may use of this one; everything else here is its own.
export { rowsByIds, rowsOf } from './popup-rows.js';
export { callerOf, runOptionsOf } from './routes.js';
export { type Caller, loadInterface, type RunOptions, runLogged } from './run.js';
export { mayRunInterface } from './run-access.js';
