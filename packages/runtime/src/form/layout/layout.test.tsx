import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formOf, itemOf, renderForm, submit } from '../render/test-kit.js';

const input = (vModel: string, label: string, extra = {}) => ({
  jnpfKey: 'input' as const,
  vModel,
  label,
  ...extra,
});

describe('form layout', () => {
  it('draws cards, tabs and collapse panels, and keeps the fields of a closed tab in the values', async () => {
    const { handle } = renderForm(
      formOf([
        { jnpfKey: 'card', label: '基本信息', children: [input('name', '姓名', { required: true })] },
        {
          jnpfKey: 'tab',
          children: [
            { jnpfKey: 'tabItem', label: '联系方式', children: [input('mail', '邮箱')] },
            { jnpfKey: 'tabItem', label: '其他', children: [input('memo', '说明', { required: true })] },
          ],
        },
        {
          jnpfKey: 'collapse',
          children: [{ jnpfKey: 'collapseItem', label: '附加', children: [input('extra', '附加项')] }],
        },
      ]),
      { mode: 'edit', initialValues: { name: '王五', memo: '在第二页' } },
    );
    expect(screen.getByText('基本信息')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '联系方式' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '其他' })).toBeTruthy();
    expect(screen.getByText('附加')).toBeTruthy();
    expect(itemOf('姓名').closest('.ant-card')).toBeTruthy();
    const { values } = await submit(handle());
    expect(values).toEqual({ name: '王五', memo: '在第二页' });
  });

  it('puts labels on top, hides them when showLabel is false, and shows tipLabel as a tooltip', async () => {
    const { container } = renderForm(
      formOf(
        [
          input('a', '标题A', { tipLabel: '这是提示' }),
          input('b', '标题B', { showLabel: false, props: { placeholder: '无标签' } }),
          input('c', '标题C', { labelWidth: 150 }),
        ],
        { labelPosition: 'top' },
      ),
    );
    expect(container.querySelector('.ant-form-vertical, .ant-form-item-vertical')).toBeTruthy();
    expect(screen.queryByText('标题B')).toBeNull();
    expect(screen.getByPlaceholderText('无标签')).toBeTruthy();
    const help = itemOf('标题A').querySelector('.ant-form-item-tooltip');
    expect(help).toBeTruthy();
    await act(async () => {
      fireEvent.mouseEnter(help as Element);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await screen.findByText('这是提示')).toBeTruthy();
  });

  it('gives the label the field its own width, else the form width', () => {
    renderForm(formOf([input('a', '甲'), input('b', '乙', { labelWidth: 150 })], { labelWidth: 120 }));
    const labelOf = (text: string) =>
      screen.getByText(text, { selector: 'label' }).parentElement as HTMLElement;
    expect(labelOf('甲').style.flex).toBe('0 0 120px');
    expect(labelOf('乙').style.flex).toBe('0 0 150px');
  });

  it('shows 不支持的控件 for a widget this runtime does not have, instead of crashing', () => {
    renderForm(
      formOf([
        { jnpfKey: 'hologram' as 'text', label: '全息图' },
        { jnpfKey: 'mystery' as 'input', vModel: 'm', label: '神秘' },
      ]),
    );
    expect(screen.getByText('不支持的控件: hologram')).toBeTruthy();
    expect(screen.getByText('不支持的控件: mystery')).toBeTruthy();
  });

  it('keeps a noShow field in the values without drawing it; defaults fill what a new record lacks', async () => {
    const form = formOf([
      input('visible', '可见', { defaultValue: '默认值' }),
      input('secret', '隐藏字段', { noShow: true, defaultValue: 'x' }),
    ]);
    const created = renderForm(form);
    expect(screen.queryByText('隐藏字段')).toBeNull();
    expect(within(itemOf('可见')).getByRole('textbox')).toHaveProperty('value', '默认值');
    expect((await submit(created.handle())).values).toEqual({ visible: '默认值', secret: 'x' });
    created.unmount();

    const copied = renderForm(form, { initialValues: { visible: '复制来的' } });
    expect(within(itemOf('可见')).getByRole('textbox')).toHaveProperty('value', '复制来的');
    copied.unmount();

    const edited = renderForm(form, { mode: 'edit', initialValues: { secret: 'kept' } });
    expect(within(itemOf('可见')).getByRole('textbox')).toHaveProperty('value', '');
    expect((await submit(edited.handle())).values).toEqual({ secret: 'kept' });
  });

  it('shows the current user in system fields of a new record, and the stored names when editing', () => {
    const form = formOf([
      { jnpfKey: 'createUser', vModel: 'creator', label: '创建人' },
      { jnpfKey: 'currOrganize', vModel: 'org', label: '所属组织' },
    ]);
    const user = { userName: '管理员', organizeName: '总部' };
    const created = renderForm(form, {}, { user });
    expect(within(itemOf('创建人')).getByRole('textbox')).toHaveProperty('value', '管理员');
    expect(within(itemOf('所属组织')).getByRole('textbox')).toHaveProperty('value', '总部');
    created.unmount();
    renderForm(form, { mode: 'edit', initialValues: { creator: '张三' } }, { user });
    expect(within(itemOf('创建人')).getByRole('textbox')).toHaveProperty('value', '张三');
    expect(within(itemOf('所属组织')).getByRole('textbox')).toHaveProperty('value', '');
  });
});
