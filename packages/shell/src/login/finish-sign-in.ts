import type { LoginResult } from '@formwork/schema';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { showError } from '../feedback/notify.js';
import { wasShown } from '../http/errors.js';
import { HOME_PATH, readRedirect } from '../navigation/paths.js';
import { useSessionStore } from '../session/store.js';

/** Tells the user why a sign-in failed, unless the HTTP client already did. */
export function reportFailure(error: unknown): void {
  if (!wasShown(error)) showError(error instanceof Error ? error.message : String(error));
}

/** Leaves the login page for the page the visitor asked for, or home. */
export function useGoOn(): () => void {
  const navigate = useNavigate();
  const { search } = useLocation();
  return useCallback(
    () => navigate(readRedirect(search) ?? HOME_PATH, { replace: true }),
    [navigate, search],
  );
}

/** Finishes a sign-in the server granted (mobile code, QR scan): loads the user, then goes on. */
export function useFinishSignIn(): (result: LoginResult) => Promise<void> {
  const completeSignIn = useSessionStore((state) => state.completeSignIn);
  const goOn = useGoOn();
  return useCallback(
    async (result: LoginResult) => {
      await completeSignIn(result);
      goOn();
    },
    [completeSignIn, goOn],
  );
}
