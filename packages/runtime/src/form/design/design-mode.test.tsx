import type { FieldSchema } from '@formwork/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../../runtime-context.js';
import { FormRenderer } from '../render/FormRenderer.js';
import { formOf, renderForm } from '../render/test-kit.js';
import type { DesignDropZoneProps, DesignItemProps, FormDesign } from './types.js';

const Plain = ({ path, hidden, jnpfKey, children }: DesignItemProps) => (
  <div data-testid={`item ${path}`} data-key={jnpfKey} data-hidden={String(hidden)}>
    {children}
  </div>
);

/** How often each design item rendered: an edit must leave untouched fields alone. */
const renders = new Map<string, number>();
const CountingItem = (props: DesignItemProps) => {
  renders.set(props.path, (renders.get(props.path) ?? 0) + 1);
  return <Plain {...props} />;
};

const design: FormDesign = {
  Item: Plain,
  DropZone: ({ parent }: DesignDropZoneProps) => <div data-testid={`drop ${parent ?? 'form'}`} />,
};

describe('design mode', () => {
  it('wraps every field and container in a design item named by its schema path', () => {
    renderForm(
      formOf([
        { jnpfKey: 'input', vModel: 'name', label: '姓名' },
        { jnpfKey: 'card', label: '卡片', children: [{ jnpfKey: 'input', vModel: 'inner', label: '里面' }] },
      ]),
      { design },
    );
    expect(screen.getByTestId('item fields.0').textContent).toContain('姓名');
    const card = screen.getByTestId('item fields.1');
    expect(card.contains(screen.getByTestId('item fields.1.children.0'))).toBe(true);
  });

  it('shows a drop zone in an empty form and in empty containers, tab panes included', () => {
    renderForm(
      formOf([
        { jnpfKey: 'card', label: '空' },
        { jnpfKey: 'tab', children: [{ jnpfKey: 'tabItem', label: '一', children: [] }] },
      ]),
      { design },
    );
    expect(screen.getByTestId('drop fields.0')).toBeTruthy();
    expect(screen.getByTestId('drop fields.1.children.0')).toBeTruthy();
    renderForm(formOf([]), { design });
    expect(screen.getByTestId('drop form')).toBeTruthy();
  });

  it('keeps hidden fields on the canvas, marked, and ignores linkage', () => {
    renderForm(
      formOf([
        { jnpfKey: 'input', vModel: 'a', label: 'A', noShow: true },
        { jnpfKey: 'input', vModel: 'b', label: 'B', props: { visibility: ['app'] } },
        {
          jnpfKey: 'input',
          vModel: 'c',
          label: 'C',
          reactions: [{ when: { field: 'a', op: 'empty' }, fulfill: { hide: true } }],
        },
      ]),
      { design },
    );
    expect(screen.getByTestId('item fields.0').getAttribute('data-hidden')).toBe('true');
    expect(screen.getByTestId('item fields.1').getAttribute('data-hidden')).toBe('true');
    expect(screen.getByTestId('item fields.2').getAttribute('data-hidden')).toBe('false');
    expect(screen.getByText('C', { selector: 'label' })).toBeTruthy();
  });
});

describe('labels per language and visibility', () => {
  const form = formOf([
    {
      jnpfKey: 'input',
      vModel: 'name',
      label: '姓名',
      props: { labelI18n: { zh: '姓名', zhtw: '姓名', en: 'Name' } },
    },
    { jnpfKey: 'input', vModel: 'phoneOnly', label: '仅手机', props: { visibility: ['app'] } },
    { jnpfKey: 'input', vModel: 'both', label: '都显示', props: { visibility: ['pc', 'app'] } },
  ]);

  it('shows the label of the runtime language', () => {
    renderForm(form, {}, { language: 'en' });
    expect(screen.getByText('Name', { selector: 'label' })).toBeTruthy();
  });

  it('leaves out on desktop a field shown only in the app', () => {
    renderForm(form);
    expect(screen.getByText('姓名', { selector: 'label' })).toBeTruthy();
    expect(screen.queryByText('仅手机')).toBeNull();
    expect(screen.getByText('都显示', { selector: 'label' })).toBeTruthy();
  });
});

describe('design mode across edits', () => {
  const noServer = () => Promise.reject(new Error('no server'));
  const input = (n: number, label = `字段${n}`): FieldSchema => ({
    jnpfKey: 'input',
    vModel: `f${n}`,
    label,
  });
  const rows = () =>
    formOf([0, 1, 2].map((r) => ({ jnpfKey: 'row', children: [input(2 * r), input(2 * r + 1)] })));
  it('redraws only the edited field and its row, and shows the edit', () => {
    const countingDesign: FormDesign = { ...design, Item: CountingItem };
    const form = rows();
    const view = renderForm(form, { design: countingDesign });
    renders.clear();
    const row = form.fields[1] as NonNullable<(typeof form.fields)[number]>;
    const edited = {
      ...form,
      fields: form.fields.map((f, i) =>
        i === 1 ? { ...row, children: [input(2, '改过'), row.children?.[1] as FieldSchema] } : f,
      ),
    };
    view.rerender(
      <RuntimeProvider value={{ transport: noServer, permissionList: [] }}>
        <FormRenderer schema={edited} mode="create" design={countingDesign} />
      </RuntimeProvider>,
    );
    expect(screen.getByText('改过', { selector: 'label' })).toBeTruthy();
    expect(screen.queryByText('字段2', { selector: 'label' })).toBeNull();
    expect([...renders.keys()].sort()).toEqual(['fields.1', 'fields.1.children.0']);
  });

  it('draws a field put back at an address another field left, from its own schema', () => {
    const view = renderForm(formOf([input(1), input(2)]), { design });
    const again = (schema: ReturnType<typeof formOf>) =>
      view.rerender(
        <RuntimeProvider value={{ transport: noServer, permissionList: [] }}>
          <FormRenderer schema={schema} mode="create" design={design} />
        </RuntimeProvider>,
      );
    again(formOf([input(2)]));
    expect(screen.queryByText('字段1', { selector: 'label' })).toBeNull();
    again(formOf([input(1, '回来了'), input(2)]));
    expect(screen.getByText('回来了', { selector: 'label' })).toBeTruthy();
    expect(screen.getByTestId('item fields.1').textContent).toContain('字段2');
  });
});
