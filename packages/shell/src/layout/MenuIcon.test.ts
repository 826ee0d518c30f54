import { describe, expect, it } from 'vitest';
import { iconFor } from './MenuIcon.js';

describe('menu icons: JNPF class names on the glyphs we have', () => {
  it.each([
    ['icon-ym icon-ym-user', 'user'],
    ['icon-ym icon-ym-companyManage', 'apartment'],
    ['icon-ym icon-ym-systemSetting', 'setting'],
    ['icon-ym icon-ym-onlineDev', 'code'],
    ['icon-ym icon-ym-online', 'desktop'],
    ['icon-ym icon-ym-dictionary', 'book'],
    ['icon-ym icon-ym-print', 'printer'],
    ['icon-ym icon-ym-message', 'message'],
  ])('%s shows %s', (iconClass, glyph) => {
    expect(iconFor(iconClass)).toBe(glyph);
  });

  it('falls back to a neutral glyph for unknown or missing icons', () => {
    expect(iconFor('icon-ym icon-ym-zzz')).toBe('appstore');
    expect(iconFor('')).toBe('appstore');
  });
});
