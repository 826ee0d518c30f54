import { PageRenderer, type RuntimeRequest } from '@formwork/runtime';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../../../../../packages/runtime/src/test-setup.js';
import {
  button,
  fakeTransport,
  paged,
  renderWithRuntime,
  UI_TEST_TIMEOUT,
} from '../../../../../packages/runtime/src/list/testing/fake-transport.js';
import { WEB_DESIGN_TEXT, type WebDesignKey } from './messages.js';
import { webDesignPage } from './web-design.page.js';

const BASE = '/api/visualdev/Base';
const GRANTS = [
  {
    modelId: 'menu-webDesign',
    moduleName: '功能设计',
    button: ['btn_add', 'btn_edit', 'btn_release'].map((enCode) => ({
      id: enCode,
      fullName: enCode,
      enCode,
    })),
    column: [],
    form: [],
    resource: [],
  },
];

const t = (key: WebDesignKey) => WEB_DESIGN_TEXT.messages.zh[key];

function setup(remembered: { releaseParent?: string } = {}) {
  const fake = fakeTransport((request: RuntimeRequest) => {
    if (request.method === 'GET' && request.url === BASE)
      return paged([{ id: 'd1', fullName: '请假申请', enCode: 'leave', category: '人事', state: 0 }]);
    if (request.method === 'POST' && request.url === BASE) return { id: 'new-1' };
    if (request.url === '/api/visualdev/MenuSelector')
      return {
        list: [
          { id: 'menu-onlineDev', fullName: '在线开发', children: [] },
          { id: 'menu-hr', fullName: '人事管理', children: [] },
        ],
      };
    return { version: 1, moduleId: 'm', parentId: 'menu-hr' };
  });
  const navigate = vi.fn();
  renderWithRuntime(
    <PageRenderer schema={webDesignPage(t, remembered)} menuId="menu-webDesign" onNavigate={navigate} />,
    fake.transport,
    GRANTS,
  );
  return { ...fake, navigate };
}

const dialogTitled = async (title: string) =>
  (await screen.findByText(title, { selector: '.ant-modal-title' })).closest('.ant-modal') as HTMLElement;

const itemOf = (dialog: HTMLElement, label: string) =>
  within(dialog).getByText(label, { selector: 'label' }).closest('.ant-form-item') as HTMLElement;

describe('功能设计 新建 asks for the kind', { timeout: UI_TEST_TIMEOUT }, () => {
  it('offers form only and form with list, and form under a flow shown disabled as coming later', async () => {
    const { matching, navigate } = setup();
    await screen.findByText('请假申请');
    fireEvent.click(button('新建'));
    const dialog = await dialogTitled('新建功能');
    const kind = itemOf(dialog, '功能类型');
    const radio = (name: string) => within(kind).getByLabelText(name) as HTMLInputElement;
    expect(radio('纯表单').disabled).toBe(false);
    // Nothing is chosen for the user: the kind is asked.
    expect(radio('表单+列表').checked).toBe(false);
    expect(radio('流程表单（流程功能后续提供）').disabled).toBe(true);

    fireEvent.click(radio('纯表单'));
    fireEvent.change(within(itemOf(dialog, '名称')).getByRole('textbox'), { target: { value: '访客登记' } });
    fireEvent.change(within(itemOf(dialog, '编码')).getByRole('textbox'), { target: { value: 'visitor' } });
    await act(async () => {
      fireEvent.mouseDown(within(itemOf(dialog, '分类')).getByRole('combobox'));
    });
    const option = [...document.querySelectorAll('.ant-select-dropdown')]
      .at(-1)
      ?.querySelector('.ant-select-item-option[title="行政"]');
    await act(async () => {
      fireEvent.click(option as Element);
    });
    await act(async () => {
      fireEvent.click(button('确定', dialog));
    });
    await waitFor(() => expect(matching('POST', BASE)).toHaveLength(1));
    expect(matching('POST', BASE)[0]?.data).toMatchObject({
      fullName: '访客登记',
      enCode: 'visitor',
      category: '行政',
      type: 1,
      webType: 1,
    });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/onlineDev/webDesign?designId=new-1'));
  });

  it('opens the release dialog on the parent menu used last', async () => {
    const { matching } = setup({ releaseParent: 'menu-hr' });
    await screen.findByText('请假申请');
    fireEvent.click(button('发布'));
    const dialog = await dialogTitled('同步菜单');
    await waitFor(() =>
      expect(itemOf(dialog, '上级菜单').querySelector('.ant-select-selection-item')?.textContent).toBe(
        '人事管理',
      ),
    );
    await act(async () => {
      fireEvent.click(button('确定', dialog));
    });
    await waitFor(() => expect(matching('POST', `${BASE}/d1/Actions/Release`)).toHaveLength(1));
    expect(matching('POST', `${BASE}/d1/Actions/Release`)[0]?.data).toMatchObject({
      pc: 1,
      pcModuleParentId: 'menu-hr',
    });
  });
});
