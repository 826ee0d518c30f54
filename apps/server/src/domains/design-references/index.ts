// What other domains may use of this one; everything else here is its own.
export { referencesReachedBy } from './reach.js';
