import { createHash } from 'node:crypto';

/** A file of `size` bytes of a repeating, position-dependent pattern, and its md5 by Node's own hash. */
export function patternFile(size: number, name = 'report.pdf', type = 'application/pdf') {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + (i >> 13)) & 0xff;
  return { file: new File([bytes], name, { type }), md5: createHash('md5').update(bytes).digest('hex') };
}
