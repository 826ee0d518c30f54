import { leaveRequestForm, leaveRequestList, type OnlineDevConfig } from '@formwork/schema';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../../list/testing/fake-transport.js';
import { TransportError } from '../../transport/transport.js';
import { OnlineDevPage } from './OnlineDevPage.js';

const BASE = '/api/visualdev/OnlineDev/model-1';
const config: OnlineDevConfig = {
  id: 'model-1',
  fullName: '请假申请',
  enCode: 'leave',
  type: 1,
  webType: 2,
  version: 1,
  formData: JSON.stringify(leaveRequestForm),
  columnData: JSON.stringify(leaveRequestList),
};

function setup(answerConfig: () => unknown) {
  const fake = fakeTransport((request) => {
    if (request.url === `${BASE}/Config`) return answerConfig();
    if (request.url === `${BASE}/List`) return paged([{ id: 'r1', applicant: '张三', leaveType: 'annual' }]);
    return null;
  });
  renderWithRuntime(<OnlineDevPage modelId="model-1" menuId="menu-1" />, fake.transport);
  return fake;
}

describe('OnlineDevPage', { timeout: UI_TEST_TIMEOUT }, () => {
  it('draws the released list of the model and lists through its endpoint', async () => {
    const { matching } = setup(() => config);
    expect(await screen.findByText('年假')).toBeTruthy();
    expect(screen.getByLabelText('请假天数', { selector: 'th' })).toBeTruthy();
    expect(matching('POST', `${BASE}/List`)[0]?.data).toMatchObject({ menuId: 'menu-1', currentPage: 1 });
  });

  it('says the function is not released when the Config is refused', async () => {
    setup(() => {
      throw new TransportError(400, '该功能未发布或已删除');
    });
    expect(await screen.findByText('该功能未发布或已删除')).toBeTruthy();
  });

  it('says so too when the released schema is unreadable, with the reason', async () => {
    setup(() => ({ ...config, columnData: '{"kind":"form"}' }));
    expect(await screen.findByText('该功能未发布或已删除')).toBeTruthy();
    expect(screen.getByText('columnData is not a list schema')).toBeTruthy();
  });

  it('draws a form-only model as the form with 提交, which creates a record and empties the form', async () => {
    const form = {
      ...leaveRequestForm,
      fields: [{ jnpfKey: 'input' as const, vModel: 'applicant', label: '申请人', required: true }],
    };
    const fake = setup(() => ({ ...config, webType: 1, formData: JSON.stringify(form), columnData: null }));
    const label = await screen.findByText('申请人', { selector: 'label' });
    const input = (label.closest('.ant-form-item') as HTMLElement).querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '李四' } });
    fireEvent.click(button('提交'));
    expect(await screen.findByText('提交成功')).toBeTruthy();
    expect(fake.matching('POST', BASE)[0]?.data).toEqual({ data: JSON.stringify({ applicant: '李四' }) });
    await waitFor(() => expect(input.value).toBe(''));
  });
});
