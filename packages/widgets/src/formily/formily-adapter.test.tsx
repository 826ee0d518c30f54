import { createForm, type Form } from '@formily/core';
import { createSchemaField, FormProvider } from '@formily/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { WidgetComponent } from '../registry/registry.js';
import { DEFAULT_WIDGETS } from '../registry/registry.js';
import { bindWidget, FORMILY_WIDGETS } from './index.js';

const options = [
  { label: '甲', value: 'a', children: [{ label: '甲一', value: 'a1' }] },
  { label: '乙', value: 'b' },
];
const optionProps = { options, props: { label: 'label', value: 'value', children: 'children' } };

/** A value each widget stores, and a different one a user could pick next. */
const samples = {
  input: ['abc', 'abcd'],
  textarea: ['第一行', '第二行'],
  inputNumber: [3, 4.5],
  switch: [1, 0],
  radio: ['a', 'b'],
  checkbox: [['a'], ['a', 'b']],
  select: ['a', 'b'],
  cascader: [['a', 'a1'], ['b']],
  datePicker: [1700000000000, 1800000000000],
  timePicker: ['08:30:00', '09:00:00'],
  colorPicker: ['#ff0000', '#00ff00'],
  rate: [3, 4],
  slider: [40, 60],
  createUser: ['张三', '李四'],
  createTime: [1700000000000, 1800000000000],
  modifyUser: ['张三', '李四'],
  modifyTime: [1700000000000, 1800000000000],
  currOrganize: ['研发部', '市场部'],
  currPosition: ['工程师', '经理'],
} as const satisfies Partial<Record<keyof typeof DEFAULT_WIDGETS, readonly [unknown, unknown]>>;

/** The simple widgets of issue 4: those drawn without a data provider. */
const SIMPLE_WIDGET_KEYS = Object.keys(samples) as (keyof typeof samples)[];

const OPTION_KEYS: readonly string[] = ['radio', 'checkbox', 'select', 'cascader'];

/** The real widget under test, watched from outside so every widget is held to one contract. */
const probed: {
  widget: WidgetComponent;
  seen: { value?: unknown; onChange?: (value: unknown) => void };
} = { widget: DEFAULT_WIDGETS.input, seen: {} };

function Probe(props: Record<string, unknown>) {
  Object.assign(probed.seen, props);
  const Widget = probed.widget;
  return <Widget {...props} />;
}

function mount(key: string, Component: WidgetComponent, form: Form) {
  const SchemaField = createSchemaField({ components: { [key]: Component } });
  const withOptions = OPTION_KEYS.includes(key);
  return render(
    <FormProvider form={form}>
      <SchemaField>
        <SchemaField.Markup
          name="field"
          x-component={key}
          x-component-props={withOptions ? optionProps : {}}
        />
      </SchemaField>
    </FormProvider>,
  );
}

describe('@formwork/widgets/formily', () => {
  it('binds every simple widget', () => {
    expect(Object.keys(FORMILY_WIDGETS).sort()).toEqual(Object.keys(DEFAULT_WIDGETS).sort());
  });

  it.each(SIMPLE_WIDGET_KEYS)(
    '%s mounts in a Formily form, takes its value and emits changes into the form',
    (key) => {
      const [initial, next] = samples[key];
      probed.widget = DEFAULT_WIDGETS[key];
      probed.seen = {};
      const form = createForm({ initialValues: { field: initial } });
      const { container } = mount(key, bindWidget(Probe, OPTION_KEYS.includes(key)), form);
      expect(container.innerHTML).not.toBe('');
      expect(probed.seen.value).toEqual(initial);
      act(() => probed.seen.onChange?.(next));
      expect(form.values.field).toEqual(next);
      expect(probed.seen.value).toEqual(next);
    },
  );

  it('carries what a user types into the form values', () => {
    const form = createForm();
    mount('input', FORMILY_WIDGETS.input as WidgetComponent, form);
    fireEvent.change(screen.getByRole('textbox'), { target: { value: '你好' } });
    expect(form.values.field).toBe('你好');
  });

  it('carries a switch click and a chosen option into the form values', () => {
    const form = createForm({ initialValues: { field: 0 } });
    mount('switch', FORMILY_WIDGETS.switch as WidgetComponent, form);
    fireEvent.click(screen.getByRole('switch'));
    expect(form.values.field).toBe(1);
  });

  it('draws the read-only text of the widget when the form is readPretty', () => {
    const form = createForm({ readPretty: true, initialValues: { field: 'b' } });
    mount('select', FORMILY_WIDGETS.select as WidgetComponent, form);
    expect(screen.getByText('乙')).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lets a reaction replace the options through the field dataSource', () => {
    const form = createForm({ readPretty: true, initialValues: { field: 'c' } });
    mount('select', FORMILY_WIDGETS.select as WidgetComponent, form);
    act(() =>
      form.setFieldState('field', (state) => {
        state.dataSource = [{ label: '丙', value: 'c' }];
      }),
    );
    expect(screen.getByText('丙')).toBeTruthy();
  });
});
