import { describe, expect, it } from 'vitest';
import { containsPattern } from './like-pattern.js';

describe('containsPattern', () => {
  it('treats the keyword literally, so "%" or "_" typed in a search box match only themselves', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
