import { theme } from 'antd';
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigation } from 'react-router-dom';
import { setProgressColour, startProgress } from './progress.js';

/**
 * Runs the progress bar on every navigation: while the router loads a
 * lazy page, and for each location change until the new page has been painted.
 */
export function useNavigationProgress(): void {
  const { key } = useLocation();
  const { state } = useNavigation();
  const { token } = theme.useToken();

  useEffect(() => setProgressColour(token.colorPrimary), [token.colorPrimary]);

  useEffect(() => {
    if (state === 'idle') return;
    return startProgress();
  }, [state]);

  // Started before paint so the bar is there as the new page appears; finished after it.
  useLayoutEffect(() => {
    void key;
    const done = startProgress();
    const frame = requestAnimationFrame(() => done());
    return () => {
      cancelAnimationFrame(frame);
      done();
    };
  }, [key]);
}
