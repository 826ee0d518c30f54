import { leaveRequestForm } from '@formwork/schema';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itemOf, renderForm } from './test-kit.js';

const stored = {
  applicant: '张三',
  phone: '13800138000',
  leaveType: 'sick',
  startDate: new Date(2026, 0, 5).getTime(),
  days: 1.5,
  dailyAllowance: 100,
  allowance: 150,
  urgent: 1,
  reason: '发烧',
  handover: [{ task: '周报', mobile: '13900139000' }],
  creator: '管理员',
  createdAt: new Date(2026, 0, 4, 9, 30, 0).getTime(),
};

describe('FormRenderer in detail mode', () => {
  it('shows stored values as text: option labels, formatted dates and numbers, no editors', () => {
    const { container } = renderForm(leaveRequestForm, { mode: 'detail', initialValues: stored });
    expect(within(itemOf('请假类型')).getByText('病假')).toBeTruthy();
    expect(screen.queryByText('sick')).toBeNull();
    expect(within(itemOf('开始日期')).getByText('2026-01-05')).toBeTruthy();
    expect(within(itemOf('补贴合计')).getByText('150.00')).toBeTruthy();
    expect(within(itemOf('加急')).getByText('开')).toBeTruthy();
    expect(within(itemOf('创建人')).getByText('管理员')).toBeTruthy();
    expect(within(itemOf('创建时间')).getByText('2026-01-04 09:30:00')).toBeTruthy();
    expect(within(itemOf('工作交接')).getByText('周报')).toBeTruthy();
    expect(container.querySelectorAll('input, textarea, [role="combobox"], [role="switch"]')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '添加' })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
  });

  it('draws no asterisks', () => {
    const { container } = renderForm(leaveRequestForm, { mode: 'detail', initialValues: stored });
    expect(container.querySelectorAll('.ant-form-item-required')).toHaveLength(0);
    expect(container.querySelectorAll('.fw-sub-table-asterisk')).toHaveLength(0);
  });
});
