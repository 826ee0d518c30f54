import { type FieldSchema, leaveRequestForm } from '@formwork/schema';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runtimeText } from '../../i18n/instance.js';
import { fieldLabels, problemLine } from './field-labels.js';
import { formOf, renderForm } from './test-kit.js';

const category: FieldSchema = {
  jnpfKey: 'input',
  vModel: 'category',
  label: '分类',
  props: { labelI18n: { zh: '分类', zhtw: '分類', en: 'Category' } },
};

describe('error summaries name fields by their labels', () => {
  it('words a problem with the label in the reader language, a cell with its row and column', () => {
    const form = formOf([category, ...leaveRequestForm.fields]);
    const en = fieldLabels(form, 'en');
    expect(
      problemLine({ field: 'category', message: '不能为空', key: 'required' }, en, runtimeText('en')),
    ).toBe('Category: Required');
    const zhtw = fieldLabels(form, 'zhtw');
    expect(
      problemLine({ field: 'category', message: '不能为空', key: 'required' }, zhtw, runtimeText('zhtw')),
    ).toBe('分類: 不能為空');
    const zh = fieldLabels(form);
    expect(problemLine({ field: 'handover.0.task', message: '不能为空' }, zh, runtimeText())).toBe(
      '工作交接: 第1行 事项: 不能为空',
    );
  });

  it("shows a problem of a field out of sight under the field's label, not its code", async () => {
    const { handle } = renderForm(
      formOf([{ ...category, noShow: true }]),
      { mode: 'edit' },
      { language: 'en' },
    );
    await act(async () =>
      handle().showProblems([{ field: 'category', message: '不能为空', key: 'required' }]),
    );
    expect(screen.getByText('Category: Required')).toBeTruthy();
    expect(screen.queryByText(/category:/)).toBeNull();
  });
});
