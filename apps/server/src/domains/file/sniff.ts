/** Picture formats recognised by their first bytes, with the extensions each may carry. */
const SIGNATURES: ReadonlyArray<{
  mime: string;
  extensions: readonly string[];
  matches(head: Buffer): boolean;
}> = [
  {
    mime: 'image/png',
    extensions: ['png'],
    matches: (head) =>
      head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    mime: 'image/jpeg',
    extensions: ['jpg', 'jpeg'],
    matches: (head) => head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
  },
  {
    mime: 'image/gif',
    extensions: ['gif'],
    matches: (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')),
  },
  {
    mime: 'image/webp',
    extensions: ['webp'],
    matches: (head) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  {
    mime: 'image/bmp',
    extensions: ['bmp'],
    matches: (head) => head.subarray(0, 2).toString('latin1') === 'BM',
  },
];

/** How many leading bytes sniffing needs. */
export const SNIFF_BYTES = 16;

/** The picture type the bytes really are, or undefined when they are no picture this knows. */
export function sniffImage(head: Buffer): { mime: string; extensions: readonly string[] } | undefined {
  return SIGNATURES.find((signature) => signature.matches(head));
}

/** Whether the bytes are the picture the extension says (jpg bytes named .png are not). */
export function imageAgrees(head: Buffer, extension: string): string | undefined {
  const found = sniffImage(head);
  return found?.extensions.includes(extension) ? found.mime : undefined;
}
