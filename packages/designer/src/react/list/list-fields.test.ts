import { describe, expect, it } from 'vitest';
import { allowsMultiple, searchTypesFor } from './list-fields.js';

describe('searchTypesFor', () => {
  it('offers a fuzzy search on every text the server matches a keyword in, the author names too', () => {
    // The server's keyword always matched createUser and modifyUser columns by part; the designer
    // offered only an equal search on them.
    for (const key of ['input', 'textarea', 'autoComplete', 'billRule', 'createUser', 'modifyUser'])
      expect(searchTypesFor(key), key).toEqual([2, 1]);
  });

  it('offers ranges on numbers typed in, moments and times of day, equal searches elsewhere', () => {
    for (const key of ['inputNumber', 'rate', 'slider', 'datePicker', 'timePicker', 'createTime'])
      expect(searchTypesFor(key), key).toEqual([3, 1]);
    for (const key of ['select', 'switch', 'userSelect', 'cascader', 'calculate', 'currOrganize'])
      expect(searchTypesFor(key), key).toEqual([1]);
  });

  it('lets option searches pick several, but not a switch', () => {
    expect(['select', 'radio', 'checkbox', 'treeSelect'].every(allowsMultiple)).toBe(true);
    expect(allowsMultiple('switch')).toBe(false);
    expect(allowsMultiple('cascader')).toBe(false);
  });
});
