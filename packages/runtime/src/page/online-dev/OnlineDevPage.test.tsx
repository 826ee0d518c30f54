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
import { RuntimeProvider } from '../../runtime-context.js';
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

describe('OnlineDevPage after a new release', { timeout: UI_TEST_TIMEOUT }, () => {
  const withPhone: OnlineDevConfig = {
    ...config,
    version: 2,
    columnData: JSON.stringify({
      ...leaveRequestList,
      columnList: [...leaveRequestList.columnList, { label: '联系电话', prop: 'phone', jnpfKey: 'input' }],
    }),
  };

  /** The page drawn at version 1; `announce` tells it, as the host's socket does, of version 2. */
  function drawnAtVersion1(first: OnlineDevConfig = config, second: OnlineDevConfig = withPhone) {
    let current = first;
    const fake = fakeTransport((request) => {
      if (request.url === `${BASE}/Config`) return current;
      if (request.url === `${BASE}/List`)
        return paged([{ id: 'r1', applicant: '张三', phone: '13800000000' }]);
      return null;
    });
    const page = (releasedVersion?: number) => (
      <OnlineDevPage modelId="model-1" menuId="menu-1" releasedVersion={releasedVersion} />
    );
    const { rerender } = renderWithRuntime(page(), fake.transport);
    return {
      fake,
      announce() {
        current = second;
        rerender(
          <RuntimeProvider value={{ transport: fake.transport, permissionList: [] }}>
            {page(2)}
          </RuntimeProvider>,
        );
      },
    };
  }
  const column = (label: string) =>
    [...document.querySelectorAll('th')].find((th) => th.textContent === label) ?? null;

  it('shows the new column of an open list at once, without a reload', async () => {
    const { announce, fake } = drawnAtVersion1();
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(column('联系电话')).toBeNull();
    announce();
    await waitFor(() => expect(column('联系电话')).toBeTruthy());
    expect(await screen.findByText('13800000000')).toBeTruthy();
    expect(fake.matching('GET', `${BASE}/Config`)).toHaveLength(2);
  });

  it('keeps a record being typed in, and draws the new version once its dialog is closed', async () => {
    const { announce } = drawnAtVersion1();
    expect(await screen.findByText('张三')).toBeTruthy();
    fireEvent.click(button('新增'));
    const label = await screen.findByText('申请人', { selector: '.ant-modal label' });
    const input = (label.closest('.ant-form-item') as HTMLElement).querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '李四' } });

    announce();
    expect(await screen.findByText('此功能已发布新版本，关闭表单后即更新')).toBeTruthy();
    expect(input.value).toBe('李四');
    expect(column('联系电话')).toBeNull();

    fireEvent.click(button('取消', document.querySelector('.ant-modal') as HTMLElement));
    const discard = await screen.findByText('表单内容尚未保存, 确定关闭吗?');
    fireEvent.click(button('确定', discard.closest('.ant-modal') as HTMLElement));
    await waitFor(() => expect(column('联系电话')).toBeTruthy());
    expect(screen.queryByText('此功能已发布新版本，关闭表单后即更新')).toBeNull();
  });

  it('offers a form-only model’s new version beside the form, which keeps its input until taken', async () => {
    const form = (label: string) => ({
      ...leaveRequestForm,
      fields: [{ jnpfKey: 'input' as const, vModel: 'applicant', label }],
    });
    const formOnly = (version: number, label: string): OnlineDevConfig => ({
      ...config,
      version,
      webType: 1,
      formData: JSON.stringify(form(label)),
      columnData: null,
    });
    const { announce } = drawnAtVersion1(formOnly(1, '申请人'), formOnly(2, '申请人姓名'));
    const label = await screen.findByText('申请人', { selector: 'label' });
    const input = (label.closest('.ant-form-item') as HTMLElement).querySelector('input') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '李四' } });

    announce();
    expect(await screen.findByText('此功能已发布新版本')).toBeTruthy();
    expect(input.value).toBe('李四');
    fireEvent.click(button('使用新版本（未保存的内容将丢失）'));
    expect(await screen.findByText('申请人姓名', { selector: 'label' })).toBeTruthy();
    expect(screen.queryByText('此功能已发布新版本')).toBeNull();
  });
});
