import { DEFAULT_FILE_SIZE, DEFAULT_SIZE_UNIT, isAccepted, maxBytes, type SizeUnit } from '../limits.js';
import { fill, type UploadTexts } from '../texts.js';

export interface FileLimits {
  /** Most files the field holds; 0 or none: no limit. */
  limit?: number;
  fileSize?: number;
  sizeUnit?: SizeUnit;
  accept?: string;
}

/** Too many files refuses the whole choice, with the count message. */
export function countRefusal(
  held: number,
  chosen: number,
  { limit }: FileLimits,
  texts: UploadTexts,
): string | null {
  if (!limit || held + chosen <= limit) return null;
  return fill(texts.tooManyFiles, { n: limit });
}

/** The type first, then the size; null when the file may go. */
export function fileRefusal(
  file: File,
  { fileSize, sizeUnit, accept }: FileLimits,
  texts: UploadTexts,
): string | null {
  if (!isAccepted(file, accept)) return fill(texts.wrongType, { type: accept ?? '' });
  if (file.size > maxBytes(fileSize, sizeUnit))
    return fill(texts.fileTooLarge, {
      size: fileSize ?? DEFAULT_FILE_SIZE,
      unit: sizeUnit ?? DEFAULT_SIZE_UNIT,
    });
  return null;
}
