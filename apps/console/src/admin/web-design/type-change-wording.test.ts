import { type RuntimeRequest, type Transport, TransportError } from '@formwork/runtime';
import type { TypeChange } from '@formwork/schema';
import { widgetMetaOf } from '@formwork/widgets';
import { describe, expect, it } from 'vitest';
import { typeChangesIn, wordingTypeChanges, wordTypeChanges } from './type-change-wording.js';

const titleOf = (jnpfKey: string, language: 'zh' | 'zhtw' | 'en') => widgetMetaOf(jnpfKey)?.title[language];

// As the server answers a release refused for a field and a sub-table column.
const CHANGES: TypeChange[] = [
  { field: 'days', vModel: 'days', label: '请假天数', from: 'inputNumber', to: 'input', records: 2 },
  {
    field: 'items.spec',
    vModel: 'spec',
    table: 'items',
    label: '明细 / 规格',
    from: 'input',
    to: 'inputNumber',
    records: 1,
  },
];
const REFUSAL = {
  problems: [
    {
      field: 'confirmTypeChanges',
      message: '「请假天数」的类型变更后，2 条记录的值不符合新类型。确认类型变更后再发布',
    },
  ],
  typeChanges: CHANGES,
};
const RELEASE: RuntimeRequest = { method: 'POST', url: '/api/visualdev/Base/x/Actions/Release' };

describe('a refused release’s type changes', () => {
  it('name the widget types as the palette does, in each language', () => {
    expect(wordTypeChanges(CHANGES, 'zh', titleOf)).toBe(
      '「请假天数」由数字输入改为单行输入，2 条记录的值不符合新类型；「明细 / 规格」由单行输入改为数字输入，1 条记录的值不符合新类型。打开此开关确认类型变更后再发布',
    );
    expect(wordTypeChanges(CHANGES.slice(0, 1), 'zhtw', titleOf)).toBe(
      '「请假天数」由數字輸入改為單行輸入，2 筆記錄的值不符合新類型。打開此開關確認類型變更後再發佈',
    );
    expect(wordTypeChanges(CHANGES, 'en', titleOf)).toBe(
      '“请假天数” changes from Number to Input: 2 records hold values the new type does not accept; ' +
        '“明细 / 规格” changes from Input to Number: 1 record holds a value the new type does not accept. ' +
        'Turn this switch on to accept the type changes, then release',
    );
  });

  it('keep the key of a widget type the widgets do not know', () => {
    const [change] = CHANGES;
    expect(wordTypeChanges([{ ...change, to: 'myWidget' } as TypeChange], 'en', titleOf)).toContain(
      'from Number to myWidget',
    );
  });

  it('are read from the refusal’s data, anything malformed left out', () => {
    expect(typeChangesIn(REFUSAL)).toHaveLength(2);
    expect(typeChangesIn({ typeChanges: [{ label: 'x' }, null] })).toEqual([]);
    expect(typeChangesIn({ problems: [] })).toEqual([]);
    expect(typeChangesIn('text')).toEqual([]);
  });
});

describe('the wording transport', () => {
  const failing =
    (error: unknown): Transport =>
    async () => {
      throw error;
    };

  it('words the problem beside the confirming switch and keeps the rest of the refusal', async () => {
    const transport = wordingTypeChanges(
      failing(new TransportError(400, 'msg', REFUSAL)),
      () => 'en',
      titleOf,
    );
    const error = await transport(RELEASE).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    const { code, message, data } = error as TransportError;
    expect([code, message]).toEqual([400, 'msg']);
    expect(data).toMatchObject({
      typeChanges: REFUSAL.typeChanges,
      problems: [
        {
          field: 'confirmTypeChanges',
          message: expect.stringMatching(/^“请假天数” changes from Number to Input/),
        },
      ],
    });
  });

  it('passes answers and other failures through untouched', async () => {
    const answer = { version: 2 };
    const ok: Transport = async <T>() => answer as T;
    expect(await wordingTypeChanges(ok, () => 'zh', titleOf)(RELEASE)).toBe(answer);
    const other = new TransportError(400, 'pcModuleParentId: 上级菜单不存在', { problems: [] });
    await expect(wordingTypeChanges(failing(other), () => 'zh', titleOf)(RELEASE)).rejects.toBe(other);
    const plain = new Error('network');
    await expect(wordingTypeChanges(failing(plain), () => 'zh', titleOf)(RELEASE)).rejects.toBe(plain);
  });
});
