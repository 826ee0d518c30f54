import type { WidgetT } from '../../i18n/index.js';
import { DEFAULT_FILE_SIZE, DEFAULT_SIZE_UNIT, isImage, maxBytes, type SizeUnit } from '../limits.js';

export interface ImageLimits {
  /** Most images the field holds; 0 or none: no limit. */
  limit?: number;
  fileSize?: number;
  sizeUnit?: SizeUnit;
}

/** Too many images refuses the whole choice. */
export function imageCountRefusal(held: number, chosen: number, { limit }: ImageLimits, t: WidgetT) {
  if (!limit || held + chosen <= limit) return null;
  return t('upload.tooManyImages', { n: limit });
}

/** An image, then its size; null when it may go. */
export function imageRefusal(file: File, { fileSize, sizeUnit }: ImageLimits, t: WidgetT): string | null {
  if (!isImage(file)) return t('upload.notAnImage');
  if (file.size > maxBytes(fileSize, sizeUnit))
    return t('upload.imageTooLarge', {
      size: fileSize ?? DEFAULT_FILE_SIZE,
      unit: sizeUnit ?? DEFAULT_SIZE_UNIT,
    });
  return null;
}
