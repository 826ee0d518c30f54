import { create } from 'zustand';
import { HOME_PATH } from '../navigation/paths.js';

/** One tab of the strip. */
export interface TabView {
  /** Path without query: what makes a tab unique. */
  path: string;
  /** Path with query: where clicking the tab goes. */
  fullPath: string;
  /** Names the cached (kept-alive) view of the page. */
  name: string;
  title: string;
  zhTitle: string;
  icon?: string;
  meta: { affix: boolean; noCache: boolean };
}

export interface TabsState {
  visitedViews: TabView[];
  /** Names of the views kept alive, unique, in the order they were opened. */
  cachedViews: string[];
}

export interface TabsStore extends TabsState {
  /** Adds the page just opened; a known path only gets its query and title updated. */
  addView(view: TabView): void;
  /** Closes one tab; affix tabs cannot be closed. */
  delView(path: string): void;
  /** Closes every tab but this one and the affix tabs. */
  delOthersViews(path: string): void;
  /** Closes every tab but the affix tabs. */
  delAllViews(): void;
  /** Forgets the kept-alive view so the page mounts afresh (refresh). */
  delCachedView(name: string): void;
  updateVisitedView(view: Partial<TabView> & { path: string }): void;
  reset(): void;
}

/** The workspace tab every user has and cannot close. */
export const HOME_TAB: TabView = {
  path: HOME_PATH,
  fullPath: HOME_PATH,
  name: HOME_PATH,
  title: '首页',
  zhTitle: '首页',
  icon: 'icon-ym icon-ym-nav-home',
  meta: { affix: true, noCache: false },
};

const initial = (): TabsState => ({ visitedViews: [HOME_TAB], cachedViews: [HOME_TAB.name] });

/** Cached names that still belong to one of the given tabs. */
const cachedOf = (views: TabView[], cached: string[]) =>
  cached.filter((name) => views.some((view) => view.name === name && !view.meta.noCache));

export const useTabsStore = create<TabsStore>()((set) => ({
  ...initial(),
  addView(view) {
    set((state) => {
      const known = state.visitedViews.some((tab) => tab.path === view.path);
      const visitedViews = known
        ? state.visitedViews.map((tab) =>
            tab.path === view.path ? { ...tab, fullPath: view.fullPath, title: view.title } : tab,
          )
        : [...state.visitedViews, view];
      const cache = !view.meta.noCache && !state.cachedViews.includes(view.name);
      return { visitedViews, cachedViews: cache ? [...state.cachedViews, view.name] : state.cachedViews };
    });
  },
  delView(path) {
    set((state) => {
      const visitedViews = state.visitedViews.filter((tab) => tab.path !== path || tab.meta.affix);
      return { visitedViews, cachedViews: cachedOf(visitedViews, state.cachedViews) };
    });
  },
  delOthersViews(path) {
    set((state) => {
      const visitedViews = state.visitedViews.filter((tab) => tab.meta.affix || tab.path === path);
      return { visitedViews, cachedViews: cachedOf(visitedViews, state.cachedViews) };
    });
  },
  delAllViews() {
    set((state) => {
      const visitedViews = state.visitedViews.filter((tab) => tab.meta.affix);
      return { visitedViews, cachedViews: cachedOf(visitedViews, state.cachedViews) };
    });
  },
  delCachedView(name) {
    set((state) => ({ cachedViews: state.cachedViews.filter((cached) => cached !== name) }));
  },
  updateVisitedView(view) {
    set((state) => ({
      visitedViews: state.visitedViews.map((tab) => (tab.path === view.path ? { ...tab, ...view } : tab)),
    }));
  },
  reset() {
    set(initial());
  },
}));

/** Where to go after the active tab closed: the last remaining tab, else home. */
export function pathAfterClosing(visitedViews: TabView[]): string {
  return visitedViews.at(-1)?.fullPath ?? HOME_PATH;
}
