import { unzipSync, zipSync } from 'fflate';
import { badField } from '../../http/envelope.js';

const MIB = 1024 * 1024;

/**
 * What an uploaded workbook may unpack to. A sheet of a thousand rows unpacks to a few megabytes;
 * the parser holds several times the unpacked size in memory, so this keeps one import well
 * under a gigabyte however small the upload was.
 */
export const WORKBOOK_LIMITS = { unpackedBytes: 50 * MIB, entries: 1000 };

/**
 * The workbook's bytes, safe to hand to the parser; undefined when they are no zip at all; a 400
 * naming the field when they unpack past the limits. The sizes the zip
 * declares are summed from its directory before anything is inflated; each part is then inflated
 * into a buffer of its declared size only, and the workbook is handed on packed anew from those
 * parts, so a part that lies about its size arrives cut short (and fails to parse) instead of
 * inflating past the limit inside the parser.
 */
export function guardedWorkbook(
  field: string,
  content: Uint8Array,
  limits: typeof WORKBOOK_LIMITS = WORKBOOK_LIMITS,
): Uint8Array | undefined {
  let entries = 0;
  let unpacked = 0;
  let parts: Record<string, Uint8Array>;
  try {
    unzipSync(content, {
      filter(file) {
        entries += 1;
        unpacked += file.originalSize;
        return false;
      },
    });
  } catch {
    return undefined;
  }
  if (entries > limits.entries) throw badField(field, 'file.workbookTooManyParts', { max: limits.entries });
  if (unpacked > limits.unpackedBytes)
    throw badField(field, 'file.workbookTooLarge', { megabytes: Math.floor(limits.unpackedBytes / MIB) });
  try {
    parts = unzipSync(content, { filter: (file) => !file.name.endsWith('/') });
  } catch {
    return undefined;
  }
  // Stored, not compressed again: the parser only reads it back once.
  return zipSync(parts, { level: 0 });
}
