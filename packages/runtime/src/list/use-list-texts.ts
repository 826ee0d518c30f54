import { useMemo } from 'react';
import { useRuntimeText } from '../i18n/use-runtime-text.js';
import type { RuntimeMessages } from '../i18n/zh.js';

/** The list's words; those with a `{{name}}` place are filled through the runtime's `t`. */
export type ListWords = RuntimeMessages['list'];

/** The list's texts in the user's language (the runtime's), Chinese when none is given. */
export function useListTexts(): ListWords {
  const t = useRuntimeText();
  return useMemo(() => t('list', { returnObjects: true }) as ListWords, [t]);
}
