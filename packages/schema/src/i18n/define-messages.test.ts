import { describe, expect, it } from 'vitest';
import {
  type Catalogue,
  catalogueProblems,
  defineMessages,
  type MessageKey,
  unusedMessageKeys,
} from './define-messages.js';

const tabs = defineMessages('tabs', {
  zh: { title: '标签', menu: { close: '关闭', refresh: '刷新' } },
  zhtw: { title: '標籤', menu: { close: '關閉', refresh: '刷新' } },
  en: { title: 'Tabs', menu: { close: 'Close', refresh: 'Refresh' } },
});

describe('defineMessages', () => {
  it('types each key by its dotted path', () => {
    const key: MessageKey<typeof tabs.messages.zh> = 'menu.close';
    // @ts-expect-error a key the catalogue does not have is a type error
    const wrong: MessageKey<typeof tabs.messages.zh> = 'menu.open';
    expect([key, wrong]).toHaveLength(2);
  });

  it('refuses a translation that misses or adds a key', () => {
    defineMessages('x', {
      zh: { a: '甲', b: '乙' },
      // @ts-expect-error traditional Chinese lacks b
      zhtw: { a: '甲' },
      en: { a: 'A', b: 'B' },
    });
    defineMessages('y', {
      zh: { a: '甲' },
      zhtw: { a: '甲' },
      // @ts-expect-error English has a key simplified Chinese does not
      en: { a: 'A', extra: 'E' },
    });
  });

  it('finds a catalogue built from data that lacks a language or has an empty text', () => {
    const broken = {
      namespace: 'broken',
      messages: { zh: { a: '甲', b: '乙' }, zhtw: { a: '甲' }, en: { a: ' ', b: 'B', c: 'C' } },
    } as unknown as Catalogue;
    expect(catalogueProblems(broken)).toEqual([
      'broken:b has no zhtw text',
      'broken:a is empty in en',
      'broken:c is only in en',
    ]);
    expect(catalogueProblems(tabs)).toEqual([]);
  });

  it('names the keys no source uses', () => {
    expect(unusedMessageKeys(tabs.messages.zh, [`t('title')`])).toEqual(['menu.close', 'menu.refresh']);
    expect(unusedMessageKeys(tabs.messages.zh, [`t('title'); t(\`menu.\${name}\`)`])).toEqual([]);
    expect(unusedMessageKeys(tabs.messages.zh, [`t("menu.close"); const x = 'refresh'`])).toEqual(['title']);
  });
});
