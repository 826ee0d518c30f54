import { MenuType } from '@formwork/schema';
import { type MenuRoute, NoticeAdminPage, type RichTextEditorProps, type ShellConfig } from '@formwork/shell';
import { Spin } from 'antd';
import { type ComponentType, lazy, Suspense } from 'react';
import { CodeGeneration } from './admin/generator/index.js';

// The runtime (Formily, the widgets, the list) loads when a generated screen is first opened,
// so signing in and the shell do not wait for it.
const OnlineDevMenuPage = lazy(() =>
  import('./online-dev/OnlineDevMenuPage.js').then((module) => ({ default: module.OnlineDevMenuPage })),
);

// 功能设计 and, on demand, its designer.
const WebDesignPage = lazy(() =>
  import('./admin/web-design/WebDesignPage.js').then((module) => ({ default: module.WebDesignPage })),
);

// The editor (Quill) loads when a notice is first written.
const NoticeBodyEditor = lazy(() =>
  import('./admin/NoticeBodyEditor.js').then((module) => ({ default: module.NoticeBodyEditor })),
);

const loading = <Spin style={{ display: 'block', margin: '80px auto' }} />;

/** A page whose code is fetched when first opened, with a spinner until it is. */
function whenLoaded(Page: ComponentType) {
  return function Loaded() {
    return (
      <Suspense fallback={loading}>
        <Page />
      </Suspense>
    );
  };
}

function GeneratedPage({ route }: { route: MenuRoute }) {
  return (
    <Suspense fallback={loading}>
      <OnlineDevMenuPage route={route} />
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

const WebDesign = whenLoaded(WebDesignPage);
// Administration screens that are only a page schema, each a JSON file.
type JsonPageName = keyof typeof import('./admin/json-pages.js');
const jsonPage = (name: JsonPageName) =>
  whenLoaded(lazy(() => import('./admin/json-pages.js').then((module) => ({ default: module[name] }))));
const Positions = jsonPage('PositionPage');
const Roles = jsonPage('RolePage');
const Groups = jsonPage('GroupPage');
const Authorize = jsonPage('AuthorizePage');
const OnlineUsers = jsonPage('OnlineUserPage');
const Users = jsonPage('UserPage');
const Menus = jsonPage('MenuPage');
const Organizations = jsonPage('OrganizePage');

/**
 * Pages of menu entries: type 2 by path (e.g. '/permission/user'), types 3, 4, 5 and 8 by type.
 * Entries without a page here show the shell's "not available yet" page. The administration
 * screens register here as they are built.
 */
export const shellConfig: Partial<ShellConfig> = {
  pages: {
    '/permission/onlineUser': OnlineUsers,
    '/permission/organize': Organizations,
    '/permission/user': Users,
    '/permission/position': Positions,
    '/permission/role': Roles,
    '/permission/group': Groups,
    '/permission/authorize': Authorize,
    '/system/menu': Menus,
    '/onlineDev/webDesign': WebDesign,
    '/generator/webForm': CodeGeneration,
    '/system/notice': NoticeAdminPage,
  },
  typePages: { [MenuType.onlineDev]: GeneratedPage },
  dataVHost: import.meta.env.VITE_DATAV_HOST ?? '',
  richTextEditor: NoticeBody,
};
