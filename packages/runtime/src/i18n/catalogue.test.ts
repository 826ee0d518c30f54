import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type CalcExpression,
  CHINESE_DISPLAY_WORDS,
  catalogueProblems,
  expressionProblem,
  type MessageTree,
  messageEntries,
  type UiLanguage,
  unusedMessageKeys,
} from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { listMessages } from '../list/messages.js';
import { displayWords } from './display-words.js';
import { problemText, runtimeCatalogues, runtimeText } from './instance.js';

/** `list.search` -> its text, for every word of every catalogue in `language`. */
const wordsIn = (language: UiLanguage) =>
  new Map(
    runtimeCatalogues.flatMap((catalogue) =>
      messageEntries(catalogue.messages[language], `${catalogue.namespace}.`),
    ),
  );

const places = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

const root = join(import.meta.dirname, '..');
const sources = (readdirSync(root, { recursive: true, encoding: 'utf8' }) as string[])
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
  .map((path) => readFileSync(join(root, path), 'utf8'));

describe('the runtime catalogue', () => {
  const chinese = wordsIn('zh');

  it('has every word in zhtw and en, none empty, with the same places to fill', () => {
    for (const catalogue of runtimeCatalogues) expect(catalogueProblems(catalogue)).toEqual([]);
    for (const language of ['zhtw', 'en'] as const) {
      for (const [key, text] of wordsIn(language)) {
        expect(places(text), key).toEqual(places(chinese.get(key) ?? ''));
      }
    }
  });

  it("reads every catalogue declared in the runtime's sources, and words nothing no source uses", () => {
    const declared = sources.flatMap((text) =>
      [...text.matchAll(/defineMessages\('(\w+)'/g)].map((match) => match[1]),
    );
    expect(declared.sort()).toEqual(runtimeCatalogues.map((catalogue) => catalogue.namespace).sort());
    const tree: MessageTree = Object.fromEntries(runtimeCatalogues.map((c) => [c.namespace, c.messages.zh]));
    const code = sources.filter((text) => !text.includes('defineMessages('));
    expect(unusedMessageKeys(tree, code)).toEqual([]);
  });

  it('has no Chinese in English and no simplified-only character in traditional Chinese', () => {
    for (const [key, text] of wordsIn('en')) expect(text, key).not.toMatch(/\p{Script=Han}/u);
    // Characters of the runtime's words whose traditional form differs.
    const simplified = /[询关页条删数据设选择输请认编辑导开结发错误义项总数样线过为这个无]/u;
    for (const [key, text] of wordsIn('zhtw')) expect(text, key).not.toMatch(simplified);
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

  it("words the formula checks in each language, its Chinese the shared check's own", () => {
    const malformed: CalcExpression[] = [[], ['+', 1], [1, ')'], [1, 2], [1, '+'], ['%' as never]];
    for (const expression of malformed) {
      const problem = expressionProblem(expression);
      if (!problem) throw new Error(`${JSON.stringify(expression)} passed`);
      expect(runtimeText('zh')(`schema.${problem.key}`, problem.params)).toBe(problem.message);
    }
    const en = runtimeText('en');
    expect(en('schema.calc.empty')).toBe('The formula is empty');
    expect(en('schema.calc.trailingOperator')).toBe('The formula cannot end with an operator');
    expect(en('schema.calc.unbalanced')).toBe('The brackets do not match');
    expect(en('schema.calc.badToken', { token: '"%"' })).toBe(
      'The formula holds something it cannot use: "%"',
    );
    expect(runtimeText('zhtw')('schema.calc.unbalanced')).toBe('括號不匹配');
  });

  it("words a switch's states and a sub-table's row count for the cells", () => {
    const en = displayWords(runtimeText('en'));
    expect([en.switchOn, en.switchOff, en.rows(3)]).toEqual(['On', 'Off', 'Rows: 3']);
    const zhWords = displayWords(runtimeText('zh'));
    expect([zhWords.switchOn, zhWords.switchOff, zhWords.rows(3)]).toEqual([
      CHINESE_DISPLAY_WORDS.switchOn,
      CHINESE_DISPLAY_WORDS.switchOff,
      CHINESE_DISPLAY_WORDS.rows(3),
    ]);
    expect(displayWords(runtimeText('zhtw')).switchOn).toBe('開');
    expect([en.currentUser, zhWords.currentUser]).toEqual([
      'Current user',
      CHINESE_DISPLAY_WORDS.currentUser,
    ]);
  });

  it('gives the list its words as one object, places left for the caller to fill', () => {
    const list = listMessages.messages.en;
    expect(list.search).toBe('Search');
    expect(list.total).toBe('Total {{total}}');
    expect(runtimeText('zhtw')('list.total', { total: 3 })).toBe('共 3 筆');
  });
});
