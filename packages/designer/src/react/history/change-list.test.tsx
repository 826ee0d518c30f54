import type { DesignChange } from '@formwork/schema';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createDesignerI18n, type DesignerLanguage } from '../i18n/instance.js';
import { formWith, testMetas } from '../testing/test-metas.js';
import { ChangeList } from './ChangeList.js';
import { changeNames } from './change-names.js';

/** What the server answers when a list was first made between two releases, and a few edits. */
const CHANGES: DesignChange[] = [
  { kind: 'settingChanged', property: 'labelWidth', before: 100, after: 120 },
  { kind: 'columnChanged', column: '姓名 (name)', property: 'width', before: undefined, after: 160 },
  { kind: 'listChanged', property: 'version', before: undefined, after: 1 },
  { kind: 'listChanged', property: 'kind', before: undefined, after: 'list' },
  { kind: 'listChanged', property: 'hasPage', before: undefined, after: true },
  { kind: 'fieldChanged', field: '姓名 (name)', property: 'props.maxlength', before: undefined, after: 20 },
  { kind: 'listChanged', property: 'summaryField', before: [], after: ['name', 'gone'] },
  {
    kind: 'listChanged',
    property: 'btnsList',
    before: undefined,
    after: [
      { value: 'add', label: '新增' },
      { value: 'download', label: '导出' },
    ],
  },
];

function lines(language: DesignerLanguage): string[] {
  render(
    <I18nextProvider i18n={createDesignerI18n(language)}>
      <ChangeList
        changes={CHANGES}
        names={changeNames(
          testMetas(),
          formWith([{ jnpfKey: 'input', vModel: 'name', label: '姓名' }]),
          language,
        )}
      />
    </I18nextProvider>,
  );
  return screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
}

describe('the changes between two releases', () => {
  it('name settings as their editors do, buttons by their labels, and leave out the bookkeeping', () => {
    expect(lines('zh')).toEqual([
      '表单设置 标签宽度：100 → 120',
      '列 姓名 (name) 的 列宽：（无） → 160',
      '列表设置 分页：（无） → 是',
      '姓名 (name) 的最多输入：（无） → 20',
      // A field since removed from the draft keeps its key.
      '列表设置 合计的列：（无） → 姓名、gone',
      '列表设置 列表按钮：（无） → 新增、导出',
    ]);
  });

  it('speak the designer’s language', () => {
    const shown = lines('en').join('\n');
    expect(shown).toContain('List setting Pages: (none) → yes');
    expect(shown).toContain('Max length: (none) → 20');
    expect(shown).not.toMatch(/btnsList|version|hasPage|maxlength/);
  });
});
