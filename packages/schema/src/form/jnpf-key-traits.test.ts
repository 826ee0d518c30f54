import { describe, expect, it } from 'vitest';
import {
  carriesOptions,
  entersNumber,
  isAmountKey,
  isLayoutKey,
  isServerFilledKey,
  isSystemKey,
  jnpfKeyTraits,
  type KeyTraits,
  keysWhere,
  legacyJnpfKeys,
  pickerKindOfKey,
  searchKindOf,
  showsAsColumn,
  storesMany,
  storesRecordIds,
  systemKeys,
  takesPlaceholder,
  traitsOf,
  valueKindOf,
} from './jnpf-key-traits.js';
import { containerKeys, dataKeys, displayKeys, type JnpfKey, jnpfKeys } from './jnpf-keys.js';

const traits = (key: JnpfKey): KeyTraits => jnpfKeyTraits[key];

describe('the jnpfKey traits table', () => {
  it('gives every key traits, and no key the lists do not name', () => {
    expect(Object.keys(jnpfKeyTraits).sort()).toEqual([...jnpfKeys].sort());
  });

  it('refuses, as a type, a table that leaves a key out', () => {
    // @ts-expect-error every jnpfKey needs its traits
    const partial: Record<JnpfKey, KeyTraits> = { input: { value: 'text' } };
    expect(partial.input.value).toBe('text');
  });

  it('has layouts and display widgets store nothing, and every data key store something', () => {
    for (const key of [...containerKeys, ...displayKeys]) {
      const { value, many, fills, options, picker, search, column } = traits(key);
      expect({ key, value, many, fills, options, picker, search, column }).toEqual({ key, value: 'none' });
      expect(showsAsColumn(key)).toBe(false);
      expect(takesPlaceholder(key)).toBe(false);
    }
    for (const key of dataKeys) {
      expect(valueKindOf(key), key).not.toBe('none');
      expect(searchKindOf(key) !== undefined || traits(key).column === false, key).toBe(true);
    }
    expect(containerKeys.every(isLayoutKey)).toBe(true);
    expect(dataKeys.some(isLayoutKey) || displayKeys.some(isLayoutKey)).toBe(false);
  });

  it('keeps the kind of value and the search of a key consistent', () => {
    for (const key of dataKeys) {
      const { value, search, many, options, picker } = traits(key);
      if (value === 'moment' || value === 'time') expect(search, key).toBe(value);
      if (value === 'number') expect(search, key).toBe('number');
      if (search === 'options') expect(options === true || value === 'flag', key).toBe(true);
      if (value === 'choice') expect(options, key).toBe(true);
      if (picker) expect(['id', 'path'], key).toContain(value);
      if (value === 'files' || value === 'rows') expect(many, key).toBe('always');
      if (many) expect(['choice', 'id', 'path', 'files', 'rows'], key).toContain(value);
    }
  });

  it('says which fields the server fills: system fields and calculations', () => {
    expect([...systemKeys].sort()).toEqual(
      [
        'billRule',
        'createTime',
        'createUser',
        'currOrganize',
        'currPosition',
        'modifyTime',
        'modifyUser',
      ].sort(),
    );
    expect(isSystemKey('calculate')).toBe(false);
    expect(isServerFilledKey('calculate')).toBe(true);
    expect(keysWhere((t) => t.fills !== undefined).filter((k) => !isSystemKey(k))).toEqual(['calculate']);
  });

  it('tells numbers typed in, amounts and numbers on a scale apart', () => {
    expect(keysWhere((t) => t.value === 'number')).toEqual(['inputNumber', 'rate', 'slider', 'calculate']);
    expect(keysWhere((_, k) => entersNumber(k))).toEqual(['inputNumber', 'rate', 'slider']);
    expect(keysWhere((_, k) => isAmountKey(k))).toEqual(['inputNumber', 'calculate']);
    expect(keysWhere((t) => t.value === 'moment')).toEqual(['datePicker', 'createTime', 'modifyTime']);
  });

  it('names the option widgets, the pickers and what stores ids of other records', () => {
    expect(keysWhere((_, k) => carriesOptions(k))).toEqual([
      'radio',
      'checkbox',
      'select',
      'cascader',
      'treeSelect',
    ]);
    expect(pickerKindOfKey.get('depSelect')).toBe('organize');
    expect(pickerKindOfKey.get('areaSelect')).toBe('area');
    expect(pickerKindOfKey.size).toBe(8);
    expect(storesRecordIds('relationForm')).toBe(true);
    expect(storesRecordIds('treeSelect')).toBe(false);
  });

  it('knows how many values a field stores', () => {
    expect(storesMany({ jnpfKey: 'checkbox' })).toBe(true);
    expect(storesMany({ jnpfKey: 'select' })).toBe(false);
    expect(storesMany({ jnpfKey: 'select', props: { multiple: true } })).toBe(true);
    expect(storesMany({ jnpfKey: 'radio', props: { multiple: true } })).toBe(false);
    expect(storesMany({ jnpfKey: 'usersSelect' })).toBe(true);
  });

  it('spells keys as JNPF 3.4 does and maps its older names back', () => {
    expect(legacyJnpfKeys).toEqual({
      comInput: 'input',
      numInput: 'inputNumber',
      date: 'datePicker',
      time: 'timePicker',
      uploadFz: 'uploadFile',
      comSelect: 'organizeSelect',
      address: 'areaSelect',
      JNPFText: 'text',
    });
  });

  it('gives a key it does not know no traits', () => {
    expect(traitsOf('signature')).toEqual({ value: 'none' });
    expect(valueKindOf(undefined)).toBe('none');
    expect(showsAsColumn('signature')).toBe(false);
  });
});
