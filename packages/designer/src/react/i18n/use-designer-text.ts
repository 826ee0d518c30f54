import { useTranslation } from 'react-i18next';
import type { DesignerT } from './instance.js';

/**
 * The designer's words in its current language, typed by its catalogues: react-i18next's own `t`,
 * which renders the component again when the language changes, taking only the designer's keys.
 */
export function useDesignerText(): DesignerT {
  const { t } = useTranslation();
  return t;
}
