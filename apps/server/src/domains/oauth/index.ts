// What other domains may use of this one; everything else here is its own.
export { throttleKey } from './ip-throttle.js';
export { registerFailure } from './login.js';
