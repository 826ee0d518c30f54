import { describe, expect, it } from 'vitest';
import { defaultListSchema } from '../list/types.js';
import { localizePage, pageWord } from './localize.js';
import type { PageSchema } from './types.js';

const messages = {
  zh: { title: '岗位', fields: { name: '名称', type: '类型', a: '甲' }, only: '仅中文' },
  en: { title: 'Positions', fields: { name: 'Name', type: 'Type', a: 'A' } },
};

describe('page words', () => {
  it('looks a key up in the language, then Chinese, then the fallback, else shows it as written', () => {
    const word = pageWord(messages, 'en', (key) => (key === 'list.add' ? 'Add' : undefined));
    expect(word('fields.name')).toBe('Name');
    expect(word('only')).toBe('仅中文');
    expect(word('list.add')).toBe('Add');
    expect(word('岗位名称')).toBe('岗位名称');
    // A key naming a group of words, or an object's own members, is no text.
    expect(word('fields')).toBe('fields');
    expect(word('constructor')).toBe('constructor');
    expect(word('fields.toString')).toBe('fields.toString');
  });

  it('words every text of a page and leaves the rest as it was', () => {
    const page: PageSchema = {
      version: 1,
      kind: 'page',
      title: 'title',
      list: {
        ...defaultListSchema,
        columnList: [{ label: 'fields.name', prop: 'fullName' }],
        columnBtnsList: [{ value: 'edit', label: 'list.edit' }],
      },
      form: {
        version: 1,
        kind: 'form',
        settings: { confirmButtonText: 'fields.a' },
        fields: [
          {
            jnpfKey: 'select',
            vModel: 'type',
            label: 'fields.type',
            props: { placeholder: 'fields.type', options: [{ label: 'fields.a', value: 'a' }] },
            regList: [{ pattern: '^a$', message: 'fields.a' }, { rule: 'phone' }],
          },
          { jnpfKey: 'table', vModel: 'lines', props: { actionText: 'fields.a' }, children: [] },
        ],
      },
      endpoints: {
        list: { method: 'GET', url: '/x' },
        remove: { method: 'DELETE', url: '/x', confirm: 'title' },
      },
      tree: { endpoint: { method: 'GET', url: '/t' }, param: 'organizeId', title: 'fields.a' },
      actions: [
        {
          id: 'state',
          label: 'fields.type',
          place: 'row',
          run: {
            kind: 'switch',
            field: 'type',
            endpoint: { method: 'PUT', url: '/s', success: 'fields.a' },
            confirm: { on: 'fields.name', off: 'title' },
          },
        },
      ],
    };
    const english = localizePage(page, pageWord(messages, 'en'));
    expect(english.title).toBe('Positions');
    expect(english.list.columnList[0]?.label).toBe('Name');
    expect(english.list.columnBtnsList[0]?.label).toBe('list.edit');
    const [field] = english.form.fields;
    expect(field?.label).toBe('Type');
    expect(field?.props?.placeholder).toBe('Type');
    expect(field?.props?.options?.[0]?.label).toBe('A');
    expect(field?.regList).toEqual([{ pattern: '^a$', message: 'A' }, { rule: 'phone' }]);
    // A sub-table's add button.
    expect(english.form.fields[1]?.props?.actionText).toBe('A');
    expect(english.form.settings.confirmButtonText).toBe('A');
    expect(english.endpoints.remove?.confirm).toBe('Positions');
    expect(english.tree?.title).toBe('A');
    expect(english.actions?.[0]?.run).toMatchObject({
      confirm: { on: 'Name', off: 'Positions' },
      endpoint: { success: 'A' },
    });
    expect(english.tree).not.toHaveProperty('fill');
    expect(page.title).toBe('title');
  });
});
