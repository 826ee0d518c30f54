import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FORMILY_WIDGETS } from '../formily/index.js';
import type { DefaultWidgetKey } from './definitions.js';
import { createWidgetRegistry, DEFAULT_WIDGETS } from './registry.js';

/** The calculation and display widgets; numRange is a search widget registered under that name. */
const CALC_DISPLAY_WIDGET_KEYS = [
  'calculate',
  'numRange',
  'barcode',
  'qrcode',
  'editor',
] as const satisfies readonly DefaultWidgetKey[];

describe('calculation and display widgets in the registry', () => {
  it('has a component, and a Formily binding, for each of their keys', () => {
    const registry = createWidgetRegistry();
    expect(CALC_DISPLAY_WIDGET_KEYS.filter((key) => registry[key] === undefined)).toEqual([]);
    expect(CALC_DISPLAY_WIDGET_KEYS.filter((key) => !FORMILY_WIDGETS[key])).toEqual([]);
  });

  it('renders each read-only without a value and without crashing', () => {
    for (const key of CALC_DISPLAY_WIDGET_KEYS) {
      const Widget = DEFAULT_WIDGETS[key];
      const { unmount } = render(<Widget readOnly />);
      unmount();
    }
  });
});
