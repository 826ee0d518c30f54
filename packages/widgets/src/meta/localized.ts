import type { LocalizedText } from './types.js';

/** The same word in the three languages; most titles differ only in script. */
export const t = (zh: string, zhtw: string, en: string): LocalizedText => ({ zh, zhtw, en });
