/** A file as a record stores it: fileId is the server's name for it. */
export interface UploadedFile {
  name: string;
  fileId: string;
  url: string;
  fileSize?: number;
  fileExtension?: string;
}

/** An image as a record stores it. */
export interface UploadedImage {
  name: string;
  fileId: string;
  url: string;
}

/** "1.5 MB": a byte count for people. */
export function sizeText(bytes: number | undefined): string {
  if (bytes === undefined || !Number.isFinite(bytes)) return '';
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
