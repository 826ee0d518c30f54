import type { Language } from '../i18n/languages.js';

// American English, as every English word of the console (and antd's own English) is.
const LOCALES: Record<Language, string> = { zh: 'zh-CN', zhtw: 'zh-TW', en: 'en-US' };

/** The date with its weekday in the shell's language (dayjs's global locale may differ). */
export function longDate(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(LOCALES[language], {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    weekday: 'long',
  }).format(date);
}
