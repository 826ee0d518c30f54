import { type ReactNode, useRef } from 'react';
import {
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from 'react-router-dom';
import { REDIRECT_PREFIX } from '../routes/fixed-routes.js';
import { useSettingsStore } from '../settings/settings-store.js';
import { useTabsStore } from './tabs-store.js';

/**
 * The layout's outlet, keeping visited pages mounted while setting useCache is on: each cached
 * view (by path) stays rendered, hidden, with the location it last had, so coming back shows it as
 * it was. A view leaves when its tab closes or is refreshed (it is no longer in cachedViews).
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const useCache = useSettingsStore((state) => state.useCache);
  const cachedViews = useTabsStore((state) => state.cachedViews);
  const views = useRef(new Map<string, ReactNode>());

  const current = location.pathname;
  // Cacheable from the first render on, before the tab's effect adds it to cachedViews, so the
  // page does not mount twice.
  const cacheable = useCache && !current.startsWith(`${REDIRECT_PREFIX}/`);
  for (const name of views.current.keys()) {
    if (!useCache || (name !== current && !cachedViews.includes(name))) views.current.delete(name);
  }
  if (cacheable) {
    // A hidden view keeps this very element, so React skips it while another page shows.
    views.current.set(
      current,
      <LocationContext.Provider value={{ location, navigationType }}>{outlet}</LocationContext.Provider>,
    );
  }

  return (
    <>
      {[...views.current].map(([name, view]) => (
        <div key={name} className="fw-view" hidden={name !== current}>
          {view}
        </div>
      ))}
      {!cacheable && (
        <div key={`live:${current}`} className="fw-view">
          {outlet}
        </div>
      )}
    </>
  );
}
