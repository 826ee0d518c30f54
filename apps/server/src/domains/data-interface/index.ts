// What other domains may use of this one; everything else here is its own.
export { callerOf, runOptionsOf } from './caller.js';
export { rowsByIds, rowsOf } from './popup-rows.js';
export { type Caller, loadInterface, type RunOptions, runLogged } from './run.js';
export { mayRunInterface } from './run-access.js';
