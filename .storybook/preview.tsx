import type { Preview } from '@storybook/react-vite';
import { ConfigProvider, type ConfigProviderProps } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { type ReactNode, useMemo } from 'react';
import {
  type DataProvider,
  testDataProvider,
  WidgetsProvider,
} from '../packages/widgets/src/data-provider/index.js';

type Locale = NonNullable<ConfigProviderProps['locale']>;

/**
 * antd's locale files are CommonJS: Vite's production build hands the default import over as
 * {default: locale}, the dev server and vitest as the locale itself. Take it either way, or the
 * static story book shows English pickers.
 */
function localeOf(module: Locale | { default: Locale }): Locale {
  return 'default' in module && module.default ? module.default : (module as Locale);
}

const locale = localeOf(zhCN);
// antd's pickers take month and weekday names from dayjs' global locale, not from ConfigProvider.
dayjs.locale('zh-cn');

/** What a story may put in `parameters`; both are read by the decorator and the guard-rail test. */
export interface WidgetStoryParameters {
  /** The jnpfKey the story shows; the guard-rail test demands one story per registered key. */
  jnpfKey?: string;
  /** The DataProvider methods the story answers; anything else rejects "not implemented". */
  dataProvider?: Partial<DataProvider>;
}

function StoryProviders({ methods, children }: { methods?: Partial<DataProvider>; children: ReactNode }) {
  // One provider per story, so a widget that fetches in an effect keyed on it does not refetch per render.
  const dataProvider = useMemo(() => testDataProvider(methods ?? {}), [methods]);
  return (
    <ConfigProvider locale={locale}>
      <WidgetsProvider dataProvider={dataProvider}>{children}</WidgetsProvider>
    </ConfigProvider>
  );
}

const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders methods={(parameters as WidgetStoryParameters).dataProvider}>
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: {
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
