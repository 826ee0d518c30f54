import { useCallback, useRef, useState } from 'react';
import { authApi, captchaUrl } from '../session/auth-api.js';

const DEFAULT_LENGTH = 4;

interface CaptchaRule {
  account: string;
  required: boolean;
  length: number;
}

export interface Captcha {
  required: boolean;
  length: number;
  /** Captcha key: sent with the login form as `timestamp`. */
  timestamp: string;
  src: string;
  /** Asks the server whether this account must solve a captcha; answers are kept per account. */
  check(account: string): Promise<boolean>;
  /** A new image; each one can be used for a single attempt. */
  refresh(): void;
}

export function useCaptcha(): Captcha {
  const [rule, setRule] = useState<CaptchaRule | null>(null);
  const [timestamp, setTimestamp] = useState(() => String(Date.now()));
  // The latest rule without making `check` change on every answer.
  const ruleRef = useRef(rule);
  ruleRef.current = rule;

  const refresh = useCallback(() => setTimestamp(String(Date.now())), []);

  const check = useCallback(
    async (account: string) => {
      const key = account.trim();
      const known = ruleRef.current;
      if (!key) return known?.required ?? false;
      if (known?.account === key) return known.required;
      try {
        const { data } = await authApi.getConfig(key);
        const next = {
          account: key,
          required: data?.enableVerificationCode === 1,
          length: data?.verificationCodeNumber || DEFAULT_LENGTH,
        };
        if (next.required && !known?.required) refresh();
        setRule(next);
        return next.required;
      } catch {
        // The client has shown the failure; the server will still refuse a missing captcha.
        return known?.required ?? false;
      }
    },
    [refresh],
  );

  const length = rule?.length ?? DEFAULT_LENGTH;
  return {
    required: rule?.required ?? false,
    length,
    timestamp,
    src: captchaUrl(length, timestamp),
    check,
    refresh,
  };
}
