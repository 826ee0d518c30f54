import { describe, expect, it } from 'vitest';
import { countMisfits } from './value-fit.js';

describe('stored values against a field’s new type', () => {
  it('counts the values a number field would refuse, not the empty ones', () => {
    expect(countMisfits({ jnpfKey: 'inputNumber', vModel: 'n' }, ['3', 4, 'abc', null, '', 5.5])).toBe(2);
  });

  it('finds text fits a text field whatever its old widget', () => {
    expect(countMisfits({ jnpfKey: 'textarea', vModel: 't' }, ['a', 'b'])).toBe(0);
    expect(countMisfits({ jnpfKey: 'input', vModel: 't' }, [1, 'x'])).toBe(1);
  });
});
