import type { TextKey } from '../i18n/i18n.js';
import type { HOME_TEXT } from './messages.js';
/** Key of the greeting for the hour of the day (namespace home, greeting.*). */
export function greetingKey(hour: number): TextKey<typeof HOME_TEXT> {
  if (hour < 6) return 'greeting.night';
  if (hour < 12) return 'greeting.morning';
  if (hour < 14) return 'greeting.noon';
  if (hour < 18) return 'greeting.afternoon';
  return 'greeting.evening';
}
