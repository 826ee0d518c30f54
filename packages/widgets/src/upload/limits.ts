/** The size units and what each is in bytes (KB 1024, MB 1048576, GB 1073741824). */
export const SIZE_UNITS = { KB: 1024, MB: 1_048_576, GB: 1_073_741_824 } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

/** A file may be 5 MB unless the field says otherwise, as in JNPF. */
export const DEFAULT_FILE_SIZE = 5;
export const DEFAULT_SIZE_UNIT: SizeUnit = 'MB';

export function maxBytes(fileSize: number = DEFAULT_FILE_SIZE, unit: SizeUnit = DEFAULT_SIZE_UNIT): number {
  return fileSize * (SIZE_UNITS[unit] ?? SIZE_UNITS.MB);
}

/** Extensions of the file kinds (image, video, audio), for files whose browser type is empty or vague. */
const KIND_EXTENSIONS: Record<string, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'ico', 'tif', 'tiff'],
  video: ['mp4', 'avi', 'mov', 'wmv', 'flv', 'mkv', 'webm', 'rmvb', '3gp'],
  audio: ['mp3', 'wav', 'ogg', 'aac', 'flac', 'm4a', 'wma'],
};

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

/**
 * Whether a file matches `accept` (the input's syntax: `.pdf,.docx`, `image/*`, `application/pdf`);
 * an empty accept takes any file.
 */
export function isAccepted(file: { name: string; type: string }, accept: string | undefined): boolean {
  const tokens = (accept ?? '')
    .split(',')
    .map((token) => token.trim().toLowerCase())
    .filter(Boolean);
  if (tokens.length === 0) return true;
  const extension = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return tokens.some((token) => {
    if (token.startsWith('.')) return token.slice(1) === extension;
    if (token.endsWith('/*')) {
      const kind = token.slice(0, -2);
      return type.startsWith(`${kind}/`) || (KIND_EXTENSIONS[kind]?.includes(extension) ?? false);
    }
    return token === type;
  });
}

export function isImage(file: { name: string; type: string }): boolean {
  return isAccepted(file, 'image/*');
}
