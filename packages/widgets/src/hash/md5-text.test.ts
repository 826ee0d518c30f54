import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { md5OfText } from './md5-text.js';

describe('md5OfText', () => {
  it('gives the md5 Node computes over the UTF-8 bytes, in lower case', async () => {
    for (const text of ['', 'admin123', '密码Pa55'])
      expect(await md5OfText(text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
  });
});
