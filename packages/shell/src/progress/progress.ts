import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import './progress.css';

NProgress.configure({ showSpinner: false });

// Several sources (a route change, the user loading) may run the bar at once; it stops with the last.
let running = 0;

/** Starts the bar; call the returned function once the work is done. */
export function startProgress(): () => void {
  running += 1;
  NProgress.start();
  let done = false;
  return () => {
    if (done) return;
    done = true;
    running = Math.max(0, running - 1);
    if (running === 0) NProgress.done();
  };
}

/** Paints the bar in the theme colour. */
export function setProgressColour(colour: string): void {
  document.documentElement.style.setProperty('--fw-progress-color', colour);
}
