import { i18n } from '@formwork/shell';
import { useMemo } from 'react';
import { useLanguage } from '../web-design/use-language.js';
import { CODE_GENERATION_NS, type CodeGenerationKey } from './messages.js';

export type Texts = (key: CodeGenerationKey) => string;

/** The screen's words in the user's language, following a switch at once. */
export function useTexts(): Texts {
  const language = useLanguage();
  return useMemo(() => {
    const t = i18n.getFixedT(language, CODE_GENERATION_NS);
    return (key: CodeGenerationKey) => t(key);
  }, [language]);
}
