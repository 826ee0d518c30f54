import { describe, expect, it } from 'vitest';
import { cellText, columnKeys, requestPageSize, serialNumber, valueKeys } from './popup-config.js';
import { popupSettings } from './popup-settings.js';

describe('popup settings', () => {
  it('opens an 800px dialog titled 选择数据 by default, clearable, with 请选择 in the field', () => {
    expect(popupSettings({})).toMatchObject({
      popupType: 'dialog',
      width: '800px',
      title: '选择数据',
      placeholder: '请选择',
      clearable: true,
      hasPage: false,
      columns: [],
    });
  });

  it('takes the configured drawer, width, title and columns', () => {
    const columnOptions = [{ value: 'name', label: '客户名称' }];
    expect(
      popupSettings({
        popupType: 'drawer',
        popupWidth: '1000px',
        popupTitle: '选择客户',
        columnOptions,
        clearable: false,
      }),
    ).toMatchObject({
      popupType: 'drawer',
      width: '1000px',
      title: '选择客户',
      columns: columnOptions,
      clearable: false,
    });
  });

  it('asks for 20 rows a page when paged, the configured size if any, and 10000 without paging', () => {
    expect(requestPageSize(true, undefined)).toBe(20);
    expect(requestPageSize(true, 50)).toBe(50);
    expect(requestPageSize(false, 50)).toBe(10000);
    expect(requestPageSize(undefined, undefined)).toBe(10000);
    expect(popupSettings({ hasPage: true }).pageSize).toBe(20);
  });
});

describe('list helpers', () => {
  it('asks for the configured column keys in order', () => {
    expect(
      columnKeys([
        { value: 'name', label: '客户名称' },
        { value: 'contact', label: '联系人' },
        { value: 'phone', label: '电话' },
      ]),
    ).toEqual(['name', 'contact', 'phone']);
    expect(columnKeys(undefined)).toEqual([]);
  });

  it('numbers rows on across pages', () => {
    expect(serialNumber(0, 1, 20)).toBe(1);
    expect(serialNumber(4, 3, 20)).toBe(45);
  });

  it('reads the keys a stored value names', () => {
    expect(valueKeys(null)).toEqual([]);
    expect(valueKeys('')).toEqual([]);
    expect(valueKeys('c1')).toEqual(['c1']);
    expect(valueKeys(7)).toEqual(['7']);
    expect(valueKeys(['c1', '', 'c2'])).toEqual(['c1', 'c2']);
  });

  it('shows cells as text', () => {
    expect(cellText('华为')).toBe('华为');
    expect(cellText(0)).toBe('0');
    expect(cellText(null)).toBe('');
    expect(cellText(['a', 'b'])).toBe('a,b');
  });
});
