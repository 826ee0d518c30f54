import { IMAGE_EXTENSIONS } from '../../uploads/extensions.js';
import type { FileObject } from './tables.js';

/** Documents a browser shows without running anything of ours; the rest is only ever saved. */
const PREVIEW_TYPES: ReadonlyMap<string, string> = new Map([
  ['pdf', 'application/pdf'],
  ['txt', 'text/plain; charset=utf-8'],
  ['log', 'text/plain; charset=utf-8'],
]);

/** The type a file is served with inline: a sniffed picture's, or that of a previewable document. */
export function contentTypeOf(extension: string, sniffedImage: string | undefined): string {
  if (sniffedImage) return sniffedImage;
  return PREVIEW_TYPES.get(extension) ?? 'application/octet-stream';
}

export const isImage = (file: FileObject) =>
  IMAGE_EXTENSIONS.has(file.extension) && file.contentType.startsWith('image/');

export const isPreviewable = (file: FileObject) => isImage(file) || PREVIEW_TYPES.has(file.extension);
