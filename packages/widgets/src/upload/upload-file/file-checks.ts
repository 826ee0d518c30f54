import type { WidgetT } from '../../i18n/index.js';
import { DEFAULT_FILE_SIZE, DEFAULT_SIZE_UNIT, isAccepted, maxBytes, type SizeUnit } from '../limits.js';

export interface FileLimits {
  /** Most files the field holds; 0 or none: no limit. */
  limit?: number;
  fileSize?: number;
  sizeUnit?: SizeUnit;
  accept?: string;
}

/** Too many files refuses the whole choice, with the count message. */
export function countRefusal(held: number, chosen: number, { limit }: FileLimits, t: WidgetT): string | null {
  if (!limit || held + chosen <= limit) return null;
  return t('upload.tooManyFiles', { n: limit });
}

/** The type first, then the size; null when the file may go. */
export function fileRefusal(
  file: File,
  { fileSize, sizeUnit, accept }: FileLimits,
  t: WidgetT,
): string | null {
  if (!isAccepted(file, accept)) return t('upload.wrongType', { type: accept ?? '' });
  if (file.size > maxBytes(fileSize, sizeUnit))
    return t('upload.fileTooLarge', {
      size: fileSize ?? DEFAULT_FILE_SIZE,
      unit: sizeUnit ?? DEFAULT_SIZE_UNIT,
    });
  return null;
}
