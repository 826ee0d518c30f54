import { describe, expect, it } from 'vitest';
import { greetingKey } from './workspace-text.js';

describe('greeting', () => {
  it.each([
    [0, 'greeting.night'],
    [5, 'greeting.night'],
    [6, 'greeting.morning'],
    [11, 'greeting.morning'],
    [12, 'greeting.noon'],
    [14, 'greeting.afternoon'],
    [18, 'greeting.evening'],
    [23, 'greeting.evening'],
  ])('at %i h reads %s', (hour, key) => {
    expect(greetingKey(hour)).toBe(key);
  });
});
