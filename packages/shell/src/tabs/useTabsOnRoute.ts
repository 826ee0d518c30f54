import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { type TextKey, textOf } from '../i18n/i18n.js';
import type { Language } from '../i18n/languages.js';
import { LAYOUT_TEXT } from '../layout/messages.js';
import { useMenuRoutes } from '../routes/useMenuRoutes.js';
import { tabForLocation } from './tab-for-location.js';
import { useTabsStore } from './tabs-store.js';

const translate = (key: TextKey<typeof LAYOUT_TEXT>, language?: Language) =>
  textOf(LAYOUT_TEXT, language)(key);

/** Adds (or updates) the tab of each page the user opens. */
export function useTabsOnRoute(): void {
  const { pathname, search } = useLocation();
  const menuRoutes = useMenuRoutes();
  useEffect(() => {
    const tab = tabForLocation(pathname, search, menuRoutes, translate);
    if (tab) useTabsStore.getState().addView(tab);
  }, [pathname, search, menuRoutes]);
}
