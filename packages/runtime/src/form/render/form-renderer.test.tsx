import { leaveRequestForm } from '@formwork/schema';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formOf, itemOf, renderForm, submit, type } from './test-kit.js';

describe('FormRenderer', () => {
  it('shows every label of the leave form and a red asterisk on required fields only', () => {
    renderForm(leaveRequestForm);
    for (const label of [
      '申请人',
      '联系电话',
      '请假类型',
      '开始日期',
      '请假天数',
      '请假原因',
      '创建人',
      '创建时间',
    ]) {
      expect(screen.getByText(label, { selector: 'label' })).toBeTruthy();
    }
    expect(screen.getByText('申请人', { selector: 'label' }).className).toContain('ant-form-item-required');
    expect(screen.getByText('联系电话', { selector: 'label' }).className).not.toContain(
      'ant-form-item-required',
    );
    expect(screen.getByRole('heading', { name: '请假信息' })).toBeTruthy();
  });

  it('answers 不能为空 under an empty required field after submit, and rejects with the problems', async () => {
    const { handle } = renderForm(leaveRequestForm);
    const { problems } = await submit(handle());
    expect(within(itemOf('申请人')).getByText('不能为空')).toBeTruthy();
    expect(within(itemOf('请假类型')).getByText('不能为空')).toBeTruthy();
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: 'applicant', message: '不能为空' },
        { field: 'leaveType', message: '不能为空' },
        { field: 'startDate', message: '不能为空' },
        { field: 'days', message: '不能为空' },
      ]),
    );
    expect(screen.queryByText('请正确输入您的手机号')).toBeNull();
  });

  it('brings the first flagged field into view and puts the cursor in it after a refused submit', async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    Element.prototype.scrollIntoView = scrollIntoView;
    const { handle } = renderForm(leaveRequestForm);
    await submit(handle());
    await waitFor(() => expect(scrolled).toContain(itemOf('申请人')));
    expect(scrolled).not.toContain(itemOf('请假类型'));
    expect(document.activeElement).toBe(within(itemOf('申请人')).getByRole('textbox'));
  });

  it('shows the phone rule message for a wrong number, and nothing for an empty one', async () => {
    renderForm(leaveRequestForm);
    type('联系电话', '12345');
    await waitFor(() => expect(within(itemOf('联系电话')).getByText('请正确输入您的手机号')).toBeTruthy());
    type('联系电话', '13800138000');
    await waitFor(() => expect(within(itemOf('联系电话')).queryByText('请正确输入您的手机号')).toBeNull());
    type('联系电话', '');
    await act(async () => {});
    expect(
      within(itemOf('联系电话')).queryByText(/./, { selector: '.ant-form-item-explain-error' }),
    ).toBeNull();
  });

  it('uses the server messages for length, range and precision', async () => {
    const form = formOf([
      { jnpfKey: 'input', vModel: 'code', label: '编码', props: { maxlength: 3, showWordLimit: false } },
      { jnpfKey: 'inputNumber', vModel: 'qty', label: '数量', props: { min: 1, max: 10, precision: 1 } },
    ]);
    const { handle } = renderForm(form, { mode: 'edit', initialValues: { code: 'abcd', qty: 12 } });
    const { problems } = await submit(handle());
    expect(problems).toEqual([
      { field: 'code', message: '最多输入3个字符' },
      { field: 'qty', message: '不能大于10' },
    ]);
    expect(within(itemOf('数量')).getByText('不能大于10')).toBeTruthy();
  });

  it('puts fields with spans of 12 side by side in 24-column rows', () => {
    renderForm(leaveRequestForm);
    const applicant = itemOf('申请人').closest('.ant-col');
    const phone = itemOf('联系电话').closest('.ant-col');
    const reason = itemOf('请假原因').closest('.ant-col');
    expect(applicant?.className).toContain('ant-col-12');
    expect(phone?.className).toContain('ant-col-12');
    expect(applicant?.parentElement).toBe(phone?.parentElement);
    expect(applicant?.parentElement?.className).toContain('ant-row');
    expect(reason?.className).toContain('ant-col-24');
  });

  it('resolves submit with the data fields only, sub-table rows included', async () => {
    const { handle } = renderForm(leaveRequestForm, {
      mode: 'edit',
      initialValues: {
        applicant: '张三',
        leaveType: 'annual',
        startDate: 1767225600000,
        days: 2,
        handover: [{ task: '周报', mobile: '13800138000' }],
        stray: 'not a field',
      },
    });
    const { values } = await submit(handle());
    expect(values).toEqual({
      applicant: '张三',
      leaveType: 'annual',
      startDate: 1767225600000,
      days: 2,
      allowance: 0,
      handover: [{ task: '周报', mobile: '13800138000' }],
    });
  });

  it('reads and sends a dotted vModel as a property of an object value', async () => {
    const form = {
      ...leaveRequestForm,
      fields: [
        { jnpfKey: 'input' as const, vModel: 'fullName', label: '公司名称' },
        { jnpfKey: 'input' as const, vModel: 'propertyJson.shortName', label: '公司简称' },
        { jnpfKey: 'input' as const, vModel: 'propertyJson.fax', label: '公司传真' },
      ],
    };
    const { handle } = renderForm(form, {
      mode: 'edit',
      initialValues: { fullName: '示例', propertyJson: { shortName: '例', industry: 'it' } },
    });
    expect((itemOf('公司简称').querySelector('input') as HTMLInputElement).value).toBe('例');
    type('公司传真', '010-1');
    const { values } = await submit(handle());
    expect(values).toEqual({ fullName: '示例', propertyJson: { shortName: '例', fax: '010-1' } });
  });

  it('shows server problems under the named fields, and on the sub-table for a row', async () => {
    const { handle } = renderForm(leaveRequestForm, { mode: 'edit', initialValues: { applicant: '张三' } });
    act(() =>
      handle().showProblems([
        { field: 'applicant', message: '申请人已存在' },
        { field: 'handover.2.task', message: '不能为空' },
      ]),
    );
    expect(within(itemOf('申请人')).getByText('申请人已存在')).toBeTruthy();
    expect(within(itemOf('工作交接')).getByText('第3行 事项: 不能为空')).toBeTruthy();
    type('申请人', '李四');
    await waitFor(() => expect(screen.queryByText('申请人已存在')).toBeNull());
  });

  it('knows whether the user changed anything, and resets to the stored values', async () => {
    const { handle } = renderForm(leaveRequestForm, { mode: 'edit', initialValues: { applicant: '张三' } });
    expect(handle().isDirty()).toBe(false);
    type('申请人', '李四');
    expect(handle().isDirty()).toBe(true);
    await act(async () => handle().reset());
    expect(handle().isDirty()).toBe(false);
    expect(within(itemOf('申请人')).getByRole('textbox')).toHaveProperty('value', '张三');
  });

  it('loads another record into the same form: its values, nothing changed, no messages', async () => {
    const { handle } = renderForm(leaveRequestForm, { mode: 'edit', initialValues: { applicant: '张三' } });
    const box = () => within(itemOf('申请人')).getByRole('textbox');
    const before = box();
    type('申请人', '李四');
    await act(async () => handle().showProblems([{ field: 'applicant', message: '申请人已存在' }]));
    await act(async () => handle().load({ applicant: '王五', days: 2 }));
    expect(box()).toHaveProperty('value', '王五');
    // The same control: the form was not built again.
    expect(box()).toBe(before);
    expect(handle().isDirty()).toBe(false);
    expect(screen.queryByText('申请人已存在')).toBeNull();
    await act(async () => handle().load({}));
    expect(box()).toHaveProperty('value', '');
  });

  it('tells its host about each change the user makes', () => {
    const onValuesChange = vi.fn();
    renderForm(leaveRequestForm, { onValuesChange });
    type('申请人', '王五');
    expect(onValuesChange).toHaveBeenLastCalledWith(expect.objectContaining({ applicant: '王五' }));
  });
});
