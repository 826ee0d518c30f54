import { type FieldSchema, leaveRequestForm } from '@formwork/schema';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choose, formOf, itemOf, renderForm, submit, type } from '../render/test-kit.js';

const isRequired = (label: string) =>
  screen.getByText(label, { selector: 'label' }).classList.contains('ant-form-item-required');

const kind: FieldSchema = {
  jnpfKey: 'select',
  vModel: 'kind',
  label: '类别',
  props: {
    options: [
      { label: '普通', value: 'plain' },
      { label: '其他', value: 'other' },
      { label: '无', value: 'none' },
    ],
  },
};

describe('linkage declared in the schema', () => {
  it('requires the leave reason only while the leave type is sick', async () => {
    const { handle } = renderForm(leaveRequestForm);
    expect(isRequired('请假原因')).toBe(false);
    choose('请假类型', '病假');
    await waitFor(() => expect(isRequired('请假原因')).toBe(true));
    const sick = await submit(handle());
    expect(within(itemOf('请假原因')).getByText('不能为空')).toBeTruthy();
    expect(sick.problems).toContainEqual({ field: 'reason', message: '不能为空' });

    choose('请假类型', '年假');
    await waitFor(() => expect(isRequired('请假原因')).toBe(false));
    const annual = await submit(handle());
    expect(annual.problems).not.toContainEqual({ field: 'reason', message: '不能为空' });
    expect(within(itemOf('请假原因')).queryByText('不能为空')).toBeNull();
  });

  it('shows a field while its condition holds, hides another, and reverts both', async () => {
    renderForm(
      formOf([
        kind,
        {
          jnpfKey: 'input',
          vModel: 'otherText',
          label: '其他说明',
          reactions: [{ when: { field: 'kind', op: 'eq', value: 'other' }, fulfill: { show: true } }],
        },
        {
          jnpfKey: 'input',
          vModel: 'note',
          label: '备注',
          reactions: [{ when: { field: 'kind', op: 'eq', value: 'none' }, fulfill: { hide: true } }],
        },
      ]),
    );
    expect(screen.queryByText('其他说明')).toBeNull();
    expect(screen.getByText('备注')).toBeTruthy();
    choose('类别', '其他');
    await waitFor(() => expect(screen.getByText('其他说明')).toBeTruthy());
    choose('类别', '无');
    await waitFor(() => expect(screen.queryByText('备注')).toBeNull());
    expect(screen.queryByText('其他说明')).toBeNull();
    choose('类别', '普通');
    await waitFor(() => expect(screen.getByText('备注')).toBeTruthy());
  });

  it('disables a field and sets a value when the condition becomes true', async () => {
    const { handle } = renderForm(
      formOf([
        kind,
        {
          jnpfKey: 'input',
          vModel: 'code',
          label: '编码',
          reactions: [
            {
              when: { field: 'kind', op: 'in', value: ['none'] },
              fulfill: { disable: true, setValue: '无' },
            },
          ],
        },
      ]),
    );
    const box = () => within(itemOf('编码')).getByRole('textbox') as HTMLInputElement;
    type('编码', 'A1');
    expect(box().disabled).toBe(false);
    choose('类别', '无');
    await waitFor(() => expect(box().disabled).toBe(true));
    expect(box().value).toBe('无');
    choose('类别', '普通');
    await waitFor(() => expect(box().disabled).toBe(false));
    const { values } = await submit(handle());
    expect(values).toEqual({ kind: 'plain', code: '无' });
  });
});
