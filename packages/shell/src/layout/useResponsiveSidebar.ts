import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { deviceFor, useAppStore } from '../app/app-store.js';

/**
 * Desktop becomes mobile when the body width minus 1 drops below 992 px, and back when wider, on
 * resize while the page is visible. On mobile the sidebar (a drawer there) closes
 * when the device turns mobile and on every navigation.
 */
export function useResponsiveSidebar(): void {
  const { pathname } = useLocation();
  const mobile = useAppStore((state) => state.device === 'mobile');

  useEffect(() => {
    const update = () => {
      if (document.hidden) return;
      const device = deviceFor(document.body.getBoundingClientRect().width);
      const app = useAppStore.getState();
      if (device === app.device) return;
      app.setDevice(device);
      if (device === 'mobile') app.closeSidebar();
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing follows each navigation
  useEffect(() => {
    if (mobile && useAppStore.getState().sidebarOpened) useAppStore.getState().closeSidebar();
  }, [pathname, mobile]);
}
