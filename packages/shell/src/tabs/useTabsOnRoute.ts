import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { i18n } from '../i18n/i18n.js';
import { LAYOUT_NS } from '../layout/messages.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { tabForLocation } from './tab-for-location.js';
import { useTabsStore } from './tabs-store.js';

const translate = (key: string, language?: string) =>
  i18n.getFixedT(language ?? i18n.language, LAYOUT_NS)(key);

/** Adds (or updates) the tab of each page the user opens. */
export function useTabsOnRoute(): void {
  const { pathname, search } = useLocation();
  const menuRoutes = useMenuRoutes();
  useEffect(() => {
    const tab = tabForLocation(pathname, search, menuRoutes, translate);
    if (tab) useTabsStore.getState().addView(tab);
  }, [pathname, search, menuRoutes]);
}
