import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canvasItem, renderDesigner, shownSchema } from '../testing/render-designer.js';
import { formWith } from '../testing/test-metas.js';

const form = () =>
  formWith([
    { jnpfKey: 'input', vModel: 'name', label: '姓名' },
    { jnpfKey: 'input', vModel: 'phone', label: '电话' },
  ]);

describe('property panel', () => {
  it('shows the form settings while nothing is selected', async () => {
    await renderDesigner(form());
    fireEvent.click(screen.getByRole('radio', { name: '顶部对齐' }));
    fireEvent.change(screen.getByLabelText('确定按钮文字'), { target: { value: '提交' } });
    expect(shownSchema().settings).toMatchObject({ labelPosition: 'top', confirmButtonText: '提交' });
  });

  it('edits the label in each language, the Chinese one also as label', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('姓名'));
    fireEvent.change(screen.getByLabelText('标题（简体）'), { target: { value: '名字' } });
    fireEvent.change(screen.getByLabelText('标题（英文）'), { target: { value: 'Name' } });
    expect(await screen.findByRole('group', { name: '名字' })).toBeTruthy();
    const field = shownSchema().fields[0];
    expect(field?.label).toBe('名字');
    expect(field?.props?.labelI18n).toEqual({ zh: '名字', zhtw: '', en: 'Name' });
  });

  it("drops the widget's own name in the other languages once the field is named", async () => {
    await renderDesigner(
      formWith([
        {
          jnpfKey: 'input',
          vModel: 'applicant',
          label: '单行输入',
          props: { labelI18n: { zh: '单行输入', zhtw: '單行輸入', en: 'Input' } },
        },
      ]),
    );
    fireEvent.click(canvasItem('单行输入'));
    fireEvent.change(screen.getByLabelText('标题（简体）'), { target: { value: '申请人' } });
    const field = shownSchema().fields[0];
    expect(field?.label).toBe('申请人');
    // Empty: the form shows 申请人 in English too, not the widget's name.
    expect(field?.props?.labelI18n).toEqual({ zh: '申请人', zhtw: '', en: '' });
  });

  it('sets required, visibility and a named rule', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('电话'));
    fireEvent.click(screen.getByRole('checkbox', { name: '必填' }));
    fireEvent.click(screen.getByRole('checkbox', { name: '手机端' }));
    fireEvent.click(screen.getByRole('button', { name: '添加规则' }));
    const field = shownSchema().fields[1];
    expect(field).toMatchObject({
      required: true,
      regList: [{ rule: 'phone' }],
      props: { visibility: ['pc'] },
    });
  });

  it('labels the boxes of a custom rule on screen, and says when its pattern is refused', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('电话'));
    fireEvent.click(screen.getByRole('button', { name: '添加自定义规则' }));
    expect(screen.getByPlaceholderText('正则表达式')).toBeTruthy();
    expect(screen.getByPlaceholderText('错误提示')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // Lookahead: the linear engine the server matches with cannot run it.
    fireEvent.change(screen.getByPlaceholderText('正则表达式'), { target: { value: '^(?=a)b$' } });
    expect(screen.getByRole('alert').textContent).toBe('正则表达式无效');
  });

  it('renders the widget props schema with the runtime form and stores what is typed', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('姓名'));
    const props = screen.getByRole('region', { name: '组件设置' });
    const prepend = within(props)
      .getByText('前缀', { selector: 'label' })
      .closest('.ant-form-item') as HTMLElement;
    await act(async () => {
      fireEvent.change(within(prepend).getByRole('textbox'), { target: { value: 'https://' } });
    });
    expect(shownSchema().fields[0]?.props?.prepend).toBe('https://');
  });

  it('labels the widget props in the chosen language', async () => {
    await renderDesigner(form(), 'en');
    fireEvent.click(canvasItem('姓名'));
    const props = screen.getByRole('region', { name: 'Widget settings' });
    expect(within(props).getByText('Prefix', { selector: 'label' })).toBeTruthy();
    expect(within(props).getByText('Max length', { selector: 'label' })).toBeTruthy();
    expect(within(props).queryByText('前缀')).toBeNull();
  });

  it('keeps the props form while the label is typed, and re-reads it when its props are undone', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('姓名'));
    const props = screen.getByRole('region', { name: '组件设置' });
    const prependBox = () =>
      within(props)
        .getByText('前缀', { selector: 'label' })
        .closest('.ant-form-item')
        ?.querySelector('input');
    const before = prependBox();
    fireEvent.change(screen.getByLabelText('标题（英文）'), { target: { value: 'Name' } });
    // The same control, not a new one: re-mounting every widget setting on each keystroke was
    // most of a label edit's time.
    expect(prependBox()).toBe(before);

    await act(async () => {
      fireEvent.change(prependBox() as HTMLInputElement, { target: { value: 'https://' } });
    });
    await act(async () => {
      fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    });
    expect(shownSchema().fields[0]?.props?.prepend).toBeUndefined();
    expect(prependBox()?.value).toBe('');
  });

  it('loads each selected field into its kind’s props form, kept ready while other kinds are selected', async () => {
    await renderDesigner(
      formWith([
        { jnpfKey: 'input', vModel: 'a', label: '甲', props: { prepend: 'A' } },
        { jnpfKey: 'input', vModel: 'b', label: '乙', props: { prepend: 'B' } },
        { jnpfKey: 'switch', vModel: 'c', label: '丙' },
      ]),
    );
    const prependBox = () =>
      within(screen.getByRole('region', { name: '组件设置' }))
        .getByText('前缀', { selector: 'label' })
        .closest('.ant-form-item')
        ?.querySelector('input') as HTMLInputElement;
    fireEvent.click(canvasItem('甲'));
    const control = prependBox();
    expect(control.value).toBe('A');
    fireEvent.click(canvasItem('乙'));
    expect(prependBox()).toBe(control);
    expect(control.value).toBe('B');
    await act(async () => {
      fireEvent.change(control, { target: { value: 'B2' } });
    });
    expect(shownSchema().fields.map((f) => f.props?.prepend)).toEqual(['A', 'B2', undefined]);

    // Another kind, then back: the input's form was kept, and shows the field selected now.
    fireEvent.click(canvasItem('丙'));
    // The switch has no props of its own; the input's form is hidden, out of reach.
    expect(screen.queryAllByRole('region', { name: '组件设置' })).toHaveLength(0);
    expect(screen.getByText('这个组件没有其他设置')).toBeTruthy();
    fireEvent.click(canvasItem('甲'));
    expect(prependBox()).toBe(control);
    expect(control.value).toBe('A');
  });

  it('refuses a field name already used, with a message, and keeps the old one', async () => {
    await renderDesigner(form());
    fireEvent.click(canvasItem('电话'));
    const box = screen.getByLabelText('字段名');
    fireEvent.change(box, { target: { value: 'name' } });
    fireEvent.blur(box);
    expect(screen.getByRole('alert').textContent).toBe('字段名 "name" 已被使用');
    fireEvent.change(box, { target: { value: '1bad' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(screen.getByRole('alert').textContent).toBe(
      '字段名 "1bad" 只能由字母、数字和 _ 组成，且不能以数字开头',
    );
    expect(shownSchema().fields[1]?.vModel).toBe('phone');
    const again = screen.getByLabelText('字段名');
    fireEvent.change(again, { target: { value: 'mobile' } });
    fireEvent.blur(again);
    expect(shownSchema().fields[1]?.vModel).toBe('mobile');
  });
});

describe('containers', () => {
  it('adds a pane to a selected tab', async () => {
    await renderDesigner(
      formWith([
        { jnpfKey: 'tab', label: '标签页', children: [{ jnpfKey: 'tabItem', label: '一', children: [] }] },
      ]),
    );
    fireEvent.click(canvasItem('标签页'));
    fireEvent.click(screen.getByRole('button', { name: 'plus 添加面板' }));
    const panes = shownSchema().fields[0]?.children ?? [];
    expect(panes.map((p) => p.jnpfKey)).toEqual(['tabItem', 'tabItem']);
    expect(await screen.findByRole('tab', { name: '2' })).toBeTruthy();
  });
});
