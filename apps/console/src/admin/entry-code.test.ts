import {
  ENTRY_CODE,
  type FieldSchema,
  type FormSchema,
  namedRules,
  type PageSchema,
  validateData,
  walkFields,
} from '@formwork/schema';
import { describe, expect, it } from 'vitest';
import { webDesignPage } from './web-design/web-design.page.js';

const files = import.meta.glob<PageSchema>('./**/*.page.json', { eager: true, import: 'default' });

// A menu's buttons, columns, form fields and data rules are coded after the widgets and fields
// of a form (btn_add, tableField1-amount): they are no administered entries.
const NOT_ENTRIES = new Set([
  './menu/menu-buttons.page.json',
  './menu/menu-columns.page.json',
  './menu/menu-form-fields.page.json',
  './menu/menu-data-schemes.page.json',
  './menu/menu-data-fields.page.json',
]);

/** Every form of a page: its record form and the forms its actions open. */
function formsOf(page: PageSchema): FormSchema[] {
  const forms = [page.form];
  for (const action of page.actions ?? []) if (action.run.kind === 'form') forms.push(action.run.form);
  return forms;
}

function codeFieldsOf(page: PageSchema): FieldSchema[] {
  const found: FieldSchema[] = [];
  for (const form of formsOf(page))
    walkFields(form.fields, (field) => {
      if (field.vModel === 'enCode') found.push(field);
    });
  return found;
}

const screens: Array<[string, PageSchema]> = [
  ...Object.entries(files).filter(([path]) => !NOT_ENTRIES.has(path)),
  // The 代码设计 page's own form is its list's search form; its entries are made by its 新建 action.
  [
    'web design (code)',
    { ...webDesignPage((key) => key), form: { version: 1, kind: 'form', settings: {}, fields: [] } },
  ],
];
const codeFields = screens.flatMap(([name, page]) =>
  codeFieldsOf(page).map((field, index): [string, FieldSchema] => [`${name} #${index + 1}`, field]),
);

/** What the screen's form says of the value, as the runtime checks a field: the first problem. */
function problemOf(field: FieldSchema, value: string): string | undefined {
  const alone: FormSchema = { version: 1, kind: 'form', settings: {}, fields: [field] };
  return validateData(alone, { enCode: value }, { mode: 'update' })[0]?.message;
}

describe('the 编码 of every administered entry', () => {
  it('is on every screen that creates one', () => {
    const named = new Set(codeFields.map(([name]) => name.replace(/ #\d+$/, '')));
    expect([...named]).toEqual(
      expect.arrayContaining([
        './organize/organize.page.json',
        './position/position.page.json',
        './role/role.page.json',
        './group/group.page.json',
        './dictionary/dictionary.page.json',
        './dictionary/dictionary-types.page.json',
        './dictionary/dictionary-menu.page.json',
        './menu/menu.page.json',
        './area/area.page.json',
        './portal/portal.page.json',
        './print-dev/print-dev.page.json',
        './data-interface/data-interface.page.json',
        'web design (code)',
      ]),
    );
  });

  it.each(codeFields)('%s is required and keeps the one code rule and length', (_name, field) => {
    expect(field.required).toBe(true);
    expect(field.regList).toEqual([{ rule: ENTRY_CODE.rule }]);
    expect(field.props?.maxlength).toBe(ENTRY_CODE.maxLength);
  });

  it.each(codeFields)('%s takes dotted codes and refuses others in the one message', (_name, field) => {
    expect(problemOf(field, 'sales.north2')).toBeUndefined();
    for (const bad of ['sales_north', '.sales', 'sales.', '销售'])
      expect(problemOf(field, bad)).toBe(namedRules.code.message);
    expect(problemOf(field, 'a'.repeat(ENTRY_CODE.maxLength + 1))).toBe(
      `最多输入${ENTRY_CODE.maxLength}个字符`,
    );
  });
});
