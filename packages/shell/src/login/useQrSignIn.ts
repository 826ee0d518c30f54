import type { LoginResult } from '@formwork/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type QrTicket, signInApi } from './signin-api.js';
import { usePageVisible } from './usePageVisible.js';

/** How often the page asks whether the ticket was scanned or confirmed. */
export const QR_POLL_MS = 2000;
/**
 * Expired tickets are replaced by themselves this many times in a row; after that the page waits
 * for a click, so a forgotten tab does not ask for tickets all day.
 */
export const QR_AUTO_REFRESHES = 5;

export type QrPhase = 'loading' | 'waiting' | 'scanned' | 'signing-in' | 'expired' | 'failed';

/**
 * Runs one QR sign-in: gets a ticket, polls it every 2 s while the page is visible, replaces it
 * when it expires, and hands the session to `onConfirmed` once the app confirms.
 */
export function useQrSignIn(onConfirmed: (result: LoginResult) => Promise<void>) {
  const visible = usePageVisible();
  const [ticket, setTicket] = useState<QrTicket | null>(null);
  const [phase, setPhase] = useState<QrPhase>('loading');
  const [generation, setGeneration] = useState(0);
  const autoRefreshes = useRef(0);
  const confirmed = useRef(onConfirmed);
  confirmed.current = onConfirmed;

  const refresh = useCallback(() => {
    autoRefreshes.current = 0;
    setGeneration((value) => value + 1);
  }, []);

  useEffect(() => {
    void generation;
    let cancelled = false;
    setPhase('loading');
    setTicket(null);
    signInApi
      .issueQr()
      .then(({ data }) => {
        if (cancelled || !data) return;
        setTicket(data);
        setPhase('waiting');
      })
      .catch(() => !cancelled && setPhase('failed'));
    return () => {
      cancelled = true;
    };
  }, [generation]);

  const polling = ticket !== null && visible && (phase === 'waiting' || phase === 'scanned');
  useEffect(() => {
    if (!polling || !ticket) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    // One call at a time: the next is planned only when the last has answered.
    const tick = async () => {
      try {
        const { data } = await signInApi.pollQr(ticket.ticket);
        if (cancelled || !data) return;
        if (data.status === 'confirmed' && data.token) {
          setPhase('signing-in');
          await confirmed.current({ token: data.token, theme: data.theme ?? '' });
          return;
        }
        if (data.status === 'expired' || data.status === 'confirmed') {
          setPhase('expired');
          return;
        }
        if (data.status === 'scanned') autoRefreshes.current = 0;
        setPhase(data.status);
      } catch {
        if (!cancelled) setPhase('failed');
        return;
      }
      if (!cancelled) timer = setTimeout(tick, QR_POLL_MS);
    };
    timer = setTimeout(tick, QR_POLL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [polling, ticket]);

  useEffect(() => {
    if (phase !== 'expired' || !visible || autoRefreshes.current >= QR_AUTO_REFRESHES) return;
    autoRefreshes.current += 1;
    setGeneration((value) => value + 1);
  }, [phase, visible]);

  return { ticket, phase, refresh };
}
