import { beforeEach, describe, expect, it } from 'vitest';
import { HOME_TAB, pathAfterClosing, type TabView, useTabsStore } from './tabs-store.js';

const tab = (path: string, overrides: Partial<TabView> = {}): TabView => ({
  path,
  fullPath: path,
  name: path,
  title: path,
  zhTitle: path,
  meta: { affix: false, noCache: false },
  ...overrides,
});

const store = () => useTabsStore.getState();
const paths = () => store().visitedViews.map((view) => view.path);

describe('tabs store', () => {
  beforeEach(() => store().reset());

  it('starts with the affix home tab', () => {
    expect(store().visitedViews).toEqual([HOME_TAB]);
    expect(HOME_TAB.meta.affix).toBe(true);
  });

  it('adds one tab per path, updating the query and title of a known one', () => {
    store().addView(tab('/system/area'));
    store().addView(tab('/system/area', { fullPath: '/system/area?code=1', title: 'Area' }));
    expect(paths()).toEqual(['/home', '/system/area']);
    expect(store().visitedViews[1]).toMatchObject({ fullPath: '/system/area?code=1', title: 'Area' });
  });

  it('caches each name once and never a noCache view', () => {
    store().addView(tab('/a'));
    store().addView(tab('/a', { fullPath: '/a?x=1' }));
    store().addView(tab('/b', { meta: { affix: false, noCache: true } }));
    expect(store().cachedViews).toEqual(['/home', '/a']);
    expect(paths()).toContain('/b');
  });

  it('closes one tab and drops its cached view, but never an affix tab', () => {
    store().addView(tab('/a'));
    store().addView(tab('/b'));
    store().delView('/a');
    expect(paths()).toEqual(['/home', '/b']);
    expect(store().cachedViews).toEqual(['/home', '/b']);
    store().delView('/home');
    expect(paths()).toEqual(['/home', '/b']);
  });

  it('closes the others, keeping the affix tabs', () => {
    store().addView(tab('/a'));
    store().addView(tab('/b'));
    store().addView(tab('/c'));
    store().delOthersViews('/b');
    expect(paths()).toEqual(['/home', '/b']);
    expect(store().cachedViews).toEqual(['/home', '/b']);
  });

  it('closes all, keeping the affix tabs', () => {
    store().addView(tab('/a'));
    store().addView(tab('/dashboard', { meta: { affix: true, noCache: false } }));
    store().delAllViews();
    expect(paths()).toEqual(['/home', '/dashboard']);
  });

  it('drops a cached view for a refresh and caches it again when the page comes back', () => {
    store().addView(tab('/a'));
    store().delCachedView('/a');
    expect(store().cachedViews).toEqual(['/home']);
    expect(paths()).toEqual(['/home', '/a']);
    store().addView(tab('/a'));
    expect(store().cachedViews).toEqual(['/home', '/a']);
  });

  it('updates a tab by path', () => {
    store().addView(tab('/a'));
    store().updateVisitedView({ path: '/a', title: 'Renamed' });
    expect(store().visitedViews[1]?.title).toBe('Renamed');
    store().updateVisitedView({ path: '/missing', title: 'X' });
    expect(paths()).toEqual(['/home', '/a']);
  });

  it('goes to the last remaining tab after closing the active one, else home', () => {
    expect(pathAfterClosing([HOME_TAB, tab('/a', { fullPath: '/a?x=1' })])).toBe('/a?x=1');
    expect(pathAfterClosing([HOME_TAB])).toBe('/home');
    expect(pathAfterClosing([])).toBe('/home');
  });
});
