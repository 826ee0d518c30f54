import { describe, expect, it } from 'vitest';
import { en } from './en.js';
import { problemText, runtimeText } from './instance.js';
import { zh } from './zh.js';
import { zhtw } from './zhtw.js';

type Tree = { readonly [key: string]: string | Tree };

/** `list.search` -> its text, for every leaf of a catalogue. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [k, v] of leaves(value, `${prefix}${key}.`)) found.set(k, v);
  }
  return found;
}

const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the runtime catalogue', () => {
  const chinese = leaves(zh);

  it('has every word in zhtw and en, none empty, with the same places to fill', () => {
    for (const catalogue of [zhtw, en]) {
      const words = leaves(catalogue);
      expect([...words.keys()].sort()).toEqual([...chinese.keys()].sort());
      for (const [key, text] of words) {
        expect(text, key).not.toBe('');
        expect(places(text), key).toEqual(places(chinese.get(key) ?? ''));
      }
    }
  });

  it('has no Chinese in English and no simplified-only character in traditional Chinese', () => {
    for (const [key, text] of leaves(en)) expect(text, key).not.toMatch(/\p{Script=Han}/u);
    // Characters of the runtime's words whose traditional form differs.
    const simplified = /[询关页条删数据设选择输请认编辑导开结发错误义项总数样线过为这个无]/u;
    for (const [key, text] of leaves(zhtw)) expect(text, key).not.toMatch(simplified);
  });

  it("words the shared checks' messages by key, and a form's own message as written", () => {
    expect(
      problemText(runtimeText('en'), { message: '最多输入5个字符', key: 'maxLength', params: { limit: 5 } }),
    ).toBe('At most 5 characters');
    expect(problemText(runtimeText('zhtw'), { message: '请正确输入您的手机号', key: 'rule.phone' })).toBe(
      '請正確輸入您的手機號碼',
    );
    expect(problemText(runtimeText('en'), { message: '必须以A开头' })).toBe('必须以A开头');
    expect(problemText(runtimeText(), { message: '不能为空', key: 'required' })).toBe('不能为空');
  });

  it('gives the list its words as one object, places left for the caller to fill', () => {
    const list = runtimeText('en')('list', { returnObjects: true }) as Record<string, string>;
    expect(list.search).toBe('Search');
    expect(list.total).toBe('Total {{total}}');
    expect(runtimeText('zhtw')('list.total', { total: 3 })).toBe('共 3 筆');
  });
});
