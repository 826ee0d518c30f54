import { useCallback, useEffect, useState } from 'react';

/**
 * Whole seconds left until a moment, ticking once a second; 0 when idle. Counted from the end time,
 * not by decrementing, so a throttled background tab still shows the right number.
 */
export interface Countdown {
  remaining: number;
  /** True once a countdown was started, e.g. to offer "resend" rather than "get". */
  started: boolean;
  start(seconds: number): void;
}

export function useCountdown(): Countdown {
  const [endsAt, setEndsAt] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt <= Date.now()) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, []);

  return { remaining: Math.max(0, Math.ceil((endsAt - now) / 1000)), started: endsAt > 0, start };
}
