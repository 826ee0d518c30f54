import { strToU8, type Zippable, zipSync } from 'fflate';
import type { GeneratedFile } from './generate-module.js';

/** The files as one zip archive, each under its path. */
export function zipFiles(files: readonly GeneratedFile[]): Uint8Array {
  const entries: Zippable = {};
  for (const file of files) entries[file.path] = strToU8(file.text);
  return zipSync(entries, { level: 6 });
}
