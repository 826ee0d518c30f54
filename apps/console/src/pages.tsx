import { MenuType } from '@formwork/schema';
import {
  type HomePortalProps,
  type MenuRoute,
  NoticeAdminPage,
  type RecipientPickerProps,
  type RichTextEditorProps,
  type ShellConfig,
} from '@formwork/shell';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { CodeGeneration } from './admin/generator/index.js';
import type { JsonPageName } from './admin/json-pages.js';

// The runtime (Formily, the widgets, the list) loads when a generated screen is first opened,
// so signing in and the shell do not wait for it.
const OnlineDevMenuPage = lazy(() =>
  import('./online-dev/OnlineDevMenuPage.js').then((module) => ({ default: module.OnlineDevMenuPage })),
);

// Data reports (type 5) and portals (type 8) bring ECharts with them, on first use.
const DataReportPage = lazy(() =>
  import('./report/ReportPage.js').then((module) => ({ default: module.DataReportPage })),
);
const PortalMenuPage = lazy(() =>
  import('./portal/PortalPage.js').then((module) => ({ default: module.PortalMenuPage })),
);
const LazyHomePortal = lazy(() =>
  import('./portal/PortalPage.js').then((module) => ({ default: module.HomePortal })),
);

// 功能设计 and, on demand, its designer.
const WebDesignPage = lazy(() =>
  import('./admin/web-design/WebDesignPage.js').then((module) => ({ default: module.WebDesignPage })),
);

// The editor (Quill) loads when a notice is first written.
const NoticeBodyEditor = lazy(() =>
  import('./admin/NoticeBodyEditor.js').then((module) => ({ default: module.NoticeBodyEditor })),
);

// The user, department and role pickers load when a notice is first addressed to chosen ones.
const NoticeRecipientPicker = lazy(() =>
  import('./admin/NoticeRecipientPicker.js').then((module) => ({ default: module.NoticeRecipientPicker })),
);

const loading = <Spin style={{ display: 'block', margin: '80px auto' }} />;

function GeneratedPage({ route }: { route: MenuRoute }) {
  return (
    <Suspense fallback={loading}>
      <OnlineDevMenuPage route={route} />
    </Suspense>
  );
}

function ReportPage({ route }: { route: MenuRoute }) {
  return (
    <Suspense fallback={loading}>
      <DataReportPage key={route.id} route={route} />
    </Suspense>
  );
}

function PortalPage({ route }: { route: MenuRoute }) {
  return (
    <Suspense fallback={loading}>
      <PortalMenuPage key={route.id} route={route} />
    </Suspense>
  );
}

/** The user's default portal on the home page, drawn as a type-8 entry draws it. */
function HomePortal(props: HomePortalProps) {
  return (
    <Suspense fallback={loading}>
      <LazyHomePortal {...props} />
    </Suspense>
  );
}

function NoticeBody(props: RichTextEditorProps) {
  return (
    <Suspense fallback={loading}>
      <NoticeBodyEditor {...props} />
    </Suspense>
  );
}

function NoticeRecipients(props: RecipientPickerProps) {
  return (
    <Suspense fallback={<Spin size="small" />}>
      <NoticeRecipientPicker {...props} />
    </Suspense>
  );
}

function WebDesign() {
  return (
    <Suspense fallback={loading}>
      <WebDesignPage />
    </Suspense>
  );
}

// Administration screens that are only a page schema, each a JSON file; the runtime and the
// files load when the first of them is opened.
const JsonPage = lazy(() => import('./admin/json-pages.js').then((module) => ({ default: module.JsonPage })));

const JsonDictionaryMenuPage = lazy(() =>
  import('./admin/json-pages.js').then((module) => ({ default: module.DictionaryMenuPage })),
);

/** A type-4 entry's dictionary, with a spinner until its code is there. */
function DictionaryMenuPage({ route }: { route: MenuRoute }) {
  return (
    <Suspense fallback={loading}>
      <JsonDictionaryMenuPage route={route} />
    </Suspense>
  );
}

/** The screen of one page file, with a spinner until its code is there. */
function LoadedJsonPage({ name }: { name: JsonPageName }) {
  return (
    <Suspense fallback={loading}>
      <JsonPage name={name} />
    </Suspense>
  );
}

/**
 * Pages of menu entries: type 2 by path (e.g. '/permission/user'), types 3, 4, 5 and 8 by type.
 * Entries without a page here show the shell's "not available yet" page. The administration
 * screens register here as they are built. A screen answers at JNPF's address (the view folder
 * JNPF's web client loads for it, which the seeded menu uses) and, where Formwork named it
 * otherwise before, at that address too, so entries made with it still open.
 */
export const shellConfig: Partial<ShellConfig> = {
  pages: {
    '/permission/userOnline': () => <LoadedJsonPage name="onlineUser" />,
    '/permission/onlineUser': () => <LoadedJsonPage name="onlineUser" />,
    '/permission/organize': () => <LoadedJsonPage name="organize" />,
    '/permission/user': () => <LoadedJsonPage name="user" />,
    '/permission/position': () => <LoadedJsonPage name="position" />,
    '/permission/role': () => <LoadedJsonPage name="role" />,
    '/permission/group': () => <LoadedJsonPage name="group" />,
    '/permission/authorize': () => <LoadedJsonPage name="authorize" />,
    '/system/menu': () => <LoadedJsonPage name="menu" />,
    '/onlineDev/visualPortal': () => <LoadedJsonPage name="portal" />,
    '/onlineDev/portal': () => <LoadedJsonPage name="portal" />,
    '/systemData/dataInterface': () => <LoadedJsonPage name="dataInterface" />,
    '/system/dataInterface': () => <LoadedJsonPage name="dataInterface" />,
    '/system/sysConfig': () => <LoadedJsonPage name="sysConfig" />,
    '/system/log': () => <LoadedJsonPage name="sysLog" />,
    '/systemData/dictionary': () => <LoadedJsonPage name="dictionary" />,
    '/system/dictionary': () => <LoadedJsonPage name="dictionary" />,
    '/system/area': () => <LoadedJsonPage name="area" />,
    '/system/billRule': () => <LoadedJsonPage name="billRule" />,
    '/system/printDev': () => <LoadedJsonPage name="printDev" />,
    '/onlineDev/webDesign': WebDesign,
    '/generator/webForm': CodeGeneration,
    '/system/notice': NoticeAdminPage,
  },
  typePages: {
    [MenuType.onlineDev]: GeneratedPage,
    [MenuType.dataReport]: ReportPage,
    [MenuType.portal]: PortalPage,
    [MenuType.dictionary]: DictionaryMenuPage,
  },
  dataVHost: import.meta.env.VITE_DATAV_HOST ?? '',
  richTextEditor: NoticeBody,
  recipientPicker: NoticeRecipients,
  homePortal: HomePortal,
};
