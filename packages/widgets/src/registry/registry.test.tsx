import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DefaultWidgetKey } from './definitions.js';
import { createWidgetRegistry, DEFAULT_WIDGETS, type WidgetComponent } from './registry.js';

/** The simple jnpfKeys of issue 4: widgets drawn without a data provider. */
const SIMPLE_WIDGET_KEYS = [
  'input',
  'textarea',
  'inputNumber',
  'switch',
  'radio',
  'checkbox',
  'select',
  'cascader',
  'datePicker',
  'timePicker',
  'colorPicker',
  'rate',
  'slider',
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currPosition',
] as const satisfies readonly DefaultWidgetKey[];

function Custom() {
  return <span>自定义输入</span>;
}

describe('widget registry', () => {
  it('has a component for every simple jnpfKey of issue 4', () => {
    const registry = createWidgetRegistry();
    const missing = SIMPLE_WIDGET_KEYS.filter((key) => registry[key] === undefined);
    expect(missing).toEqual([]);
    expect(Object.keys(DEFAULT_WIDGETS)).toEqual(expect.arrayContaining([...SIMPLE_WIDGET_KEYS]));
  });

  it('renders every registered widget read-only without crashing', () => {
    for (const key of SIMPLE_WIDGET_KEYS) {
      const Widget = DEFAULT_WIDGETS[key];
      const { unmount } = render(<Widget readOnly />);
      unmount();
    }
  });

  it('lays overrides over the defaults without touching other registries', () => {
    const custom = createWidgetRegistry({ input: Custom });
    const plain = createWidgetRegistry();
    expect(custom.input).toBe(Custom);
    expect(plain.input).toBe(DEFAULT_WIDGETS.input);
    expect(custom.select).toBe(DEFAULT_WIDGETS.select);
    const Input = custom.input as WidgetComponent;
    render(<Input />);
    expect(screen.getByText('自定义输入')).toBeTruthy();
  });
});
