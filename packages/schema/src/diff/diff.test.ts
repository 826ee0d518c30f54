import { describe, expect, it } from 'vitest';
import { leaveRequestForm, leaveRequestList } from '../form/samples/leave-request.js';
import type { FieldSchema, FormSchema } from '../form/types.js';
import { diffDesigns, diffForm } from './index.js';

const form = (fields: FieldSchema[], settings: FormSchema['settings'] = {}): FormSchema => ({
  version: 1,
  kind: 'form',
  settings,
  fields,
});
const input = (vModel: string, label: string, extra: Partial<FieldSchema> = {}): FieldSchema => ({
  jnpfKey: 'input',
  vModel,
  label,
  ...extra,
});

describe('the changes between two versions of a design', () => {
  it('are none for the same design', () => {
    expect(
      diffDesigns(
        { form: leaveRequestForm, list: leaveRequestList },
        { form: leaveRequestForm, list: leaveRequestList },
      ),
    ).toEqual([]);
  });

  it('name added and removed fields, with where they are', () => {
    const before = form([input('a', '甲'), { jnpfKey: 'card', label: '卡片', children: [input('b', '乙')] }]);
    const after = form([input('a', '甲'), { jnpfKey: 'card', label: '卡片', children: [input('c', '丙')] }]);
    expect(diffForm(before, after)).toEqual([
      { kind: 'fieldAdded', field: '丙 (c)', at: '卡片' },
      { kind: 'fieldRemoved', field: '乙 (b)', at: '卡片' },
    ]);
  });

  it('tell one field dragged past others from the others shifting', () => {
    const before = form([input('a', '甲'), input('b', '乙'), input('c', '丙'), input('d', '丁')]);
    const after = form([input('b', '乙'), input('c', '丙'), input('d', '丁'), input('a', '甲')]);
    expect(diffForm(before, after)).toEqual([{ kind: 'fieldMoved', field: '甲 (a)', from: '', to: '' }]);
    // A field taken into a container moved, whatever its place.
    const carded = form([input('b', '乙'), { jnpfKey: 'card', label: '卡片', children: [input('a', '甲')] }]);
    expect(diffForm(form([input('a', '甲'), input('b', '乙')]), carded)).toEqual([
      { kind: 'fieldAdded', field: '卡片', at: '' },
      { kind: 'fieldMoved', field: '甲 (a)', from: '', to: '卡片' },
    ]);
  });

  it('list each changed property: label, required, rules, options, settings', () => {
    const before = form(
      [
        input('a', '甲'),
        { jnpfKey: 'select', vModel: 's', label: '类', props: { options: [{ label: 'x', value: 1 }] } },
      ],
      {
        labelWidth: 100,
      },
    );
    const after = form(
      [
        input('a', '甲乙', { required: true, regList: [{ rule: 'phone' }] }),
        { jnpfKey: 'select', vModel: 's', label: '类', props: { options: [{ label: 'y', value: 1 }] } },
      ],
      { labelWidth: 120 },
    );
    expect(diffForm(before, after)).toEqual([
      { kind: 'settingChanged', property: 'labelWidth', before: 100, after: 120 },
      { kind: 'fieldChanged', field: '甲乙 (a)', property: 'label', before: '甲', after: '甲乙' },
      { kind: 'fieldChanged', field: '甲乙 (a)', property: 'required', before: undefined, after: true },
      {
        kind: 'fieldChanged',
        field: '甲乙 (a)',
        property: 'regList',
        before: undefined,
        after: [{ rule: 'phone' }],
      },
      {
        kind: 'fieldChanged',
        field: '类 (s)',
        property: 'props.options',
        before: [{ label: 'x', value: 1 }],
        after: [{ label: 'y', value: 1 }],
      },
    ]);
  });

  it('cover the list: columns added, removed, changed and reordered, and searches', () => {
    const [first, second, ...rest] = leaveRequestList.columnList;
    if (!first || !second) throw new Error('the sample list has at least two columns');
    const after = {
      ...leaveRequestList,
      pageSize: 50,
      columnList: [{ ...second, width: 222 }, first, ...rest.slice(1)],
      searchList: leaveRequestList.searchList.slice(1),
    };
    const changes = diffDesigns(
      { form: leaveRequestForm, list: leaveRequestList },
      { form: leaveRequestForm, list: after },
    );
    expect(changes.map((c) => c.kind)).toEqual([
      'columnChanged',
      'columnRemoved',
      'columnsReordered',
      'searchRemoved',
      'listChanged',
    ]);
    expect(changes[0]).toMatchObject({ property: 'width', after: 222 });
    expect(changes[4]).toEqual({
      kind: 'listChanged',
      property: 'pageSize',
      before: leaveRequestList.pageSize,
      after: 50,
    });
  });
});
