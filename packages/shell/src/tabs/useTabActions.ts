import { useLocation, useNavigate } from 'react-router-dom';
import { REDIRECT_PREFIX } from '../routes/fixed-routes.js';
import { pathAfterClosing, type TabView, useTabsStore } from './tabs-store.js';

/** Refresh, close, close others and close all. */
export function useTabActions() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabsStore.getState;

  /** After closing: stay if the current tab survived, else the last remaining tab, else home. */
  const leaveIfClosed = () => {
    const remaining = tabs().visitedViews;
    if (!remaining.some((view) => view.path === pathname)) navigate(pathAfterClosing(remaining));
  };

  return {
    refresh(tab: TabView) {
      // Dropping the cached view unmounts the page; the redirect route mounts it afresh.
      tabs().delCachedView(tab.name);
      navigate(`${REDIRECT_PREFIX}${tab.fullPath}`, { replace: true });
    },
    close(tab: TabView) {
      if (tab.meta.affix) return;
      tabs().delView(tab.path);
      leaveIfClosed();
    },
    closeOthers(tab: TabView) {
      tabs().delOthersViews(tab.path);
      if (tab.path !== pathname) navigate(tab.fullPath);
    },
    closeAll() {
      tabs().delAllViews();
      leaveIfClosed();
    },
  };
}
