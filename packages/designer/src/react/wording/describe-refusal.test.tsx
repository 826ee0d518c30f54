import { validateSchema } from '@formwork/schema';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDesignerI18n } from '../i18n/instance.js';
import { renderDesigner } from '../testing/render-designer.js';
import { formWith, testMetas } from '../testing/test-metas.js';
import { refusalWording } from './describe-refusal.js';

const holdsNothing = {
  message: 'a input field cannot hold other fields',
  code: 'holdsNothing',
  params: { parent: 'input' },
};

describe('refusals and problems in the user’s language', () => {
  it('word a refusal by its code, naming widgets by their titles', () => {
    expect(refusalWording(createDesignerI18n('zh'), testMetas())(holdsNothing)).toBe(
      '单行输入不能容纳其他组件',
    );
    expect(refusalWording(createDesignerI18n('zhtw'), testMetas())(holdsNothing)).toBe(
      '單行輸入不能容納其他元件',
    );
    expect(refusalWording(createDesignerI18n('en'), testMetas())(holdsNothing)).toBe(
      'A Input cannot hold other widgets',
    );
  });

  it('word a malformed formula the way the formula editor does', () => {
    const form = formWith([{ jnpfKey: 'calculate', vModel: 'total', label: '合计', expression: [1, '+'] }]);
    const problem = validateSchema(form).find((found) => found.code === 'badExpression');
    expect(problem).toBeDefined();
    const wording = (language: 'zh' | 'zhtw' | 'en') =>
      refusalWording(createDesignerI18n(language), testMetas())(problem as NonNullable<typeof problem>);
    expect(wording('zh')).toBe('公式不能以运算符结尾');
    expect(wording('en')).toBe('The formula cannot end with an operator');
    expect(wording('zhtw')).not.toMatch(/运算符/);
  });

  it('keep the English message when there is no wording for it', () => {
    const describeIt = refusalWording(createDesignerI18n('zh'), testMetas());
    expect(describeIt({ message: 'index 9 is outside 0..2' })).toBe('index 9 is outside 0..2');
    expect(describeIt({ message: 'something new', code: 'notInTheCatalogue' })).toBe('something new');
  });

  it('list the form’s problems in Chinese', async () => {
    await renderDesigner(
      formWith([
        { jnpfKey: 'input', vModel: 'name', label: '姓名' },
        { jnpfKey: 'input', vModel: 'name', label: '别名' },
      ]),
    );
    fireEvent.click(screen.getByRole('tab', { name: '问题 (1)' }));
    expect(screen.getByText(/字段名 "name" 重复/)).toBeTruthy();
  });
});
