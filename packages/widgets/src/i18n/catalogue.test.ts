import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { WIDGET_LANGUAGES, widgetText } from './index.js';
import { zh } from './zh.js';
import { zhtw } from './zhtw.js';

/** Every dotted key of a catalogue with its wording. */
function entries(catalogue: object, prefix = ''): Array<[string, unknown]> {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? entries(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value]],
  );
}

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the widgets catalogues', () => {
  const catalogues = { zh, zhtw, en };

  it('have the same keys in zh, zhtw and en', () => {
    const keys = entries(zh).map(([key]) => key);
    expect(entries(zhtw).map(([key]) => key)).toEqual(keys);
    expect(entries(en).map(([key]) => key)).toEqual(keys);
  });

  it('have no empty wording', () => {
    for (const [language, catalogue] of Object.entries(catalogues)) {
      for (const [key, text] of entries(catalogue)) {
        expect(typeof text === 'string' && text.trim() !== '', `${language} ${key}`).toBe(true);
      }
    }
  });

  it('fill the same placeholders in every language', () => {
    const reference = new Map(entries(zh));
    for (const catalogue of [zhtw, en]) {
      for (const [key, text] of entries(catalogue)) {
        expect(placeholders(text), key).toEqual(placeholders(reference.get(key)));
      }
    }
  });

  it('translate through i18next, with values filled in and Chinese by default', () => {
    expect(WIDGET_LANGUAGES).toEqual(['zh', 'zhtw', 'en']);
    expect(widgetText()('picker.placeholder')).toBe('请选择');
    expect(widgetText('zhtw')('picker.placeholder')).toBe('請選擇');
    expect(widgetText('en')('upload.tooManyFiles', { n: 3 })).toBe('At most 3 files can be uploaded');
    expect(widgetText('zh')('popup.total', { total: 42 })).toBe('共 42 条');
  });
});
