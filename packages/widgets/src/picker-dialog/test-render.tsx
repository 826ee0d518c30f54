import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { type DataProvider, testDataProvider, WidgetsProvider } from '../data-provider/index.js';
import { prepareJsdomForStories } from '../stories-as-tests/jsdom-window.js';

// antd's dialog measures the scrollbar through a pseudo-element, which jsdom cannot compute.
prepareJsdomForStories();

/** Renders a picker with a test DataProvider answering `methods` (anything else rejects). */
export function renderWithData(ui: ReactElement, methods: Partial<DataProvider>) {
  return render(<WidgetsProvider dataProvider={testDataProvider(methods)}>{ui}</WidgetsProvider>);
}

/** antd puts a space between two Chinese characters of a button (确 定). */
export const buttonNamed = (text: string) => ({ name: new RegExp(`^${text.split('').join('\\s*')}$`) });
