import { message } from 'antd';
import { textOf } from '../i18n/i18n.js';
import { HEADER_TEXT } from './messages.js';

/** Whether this browser lets the page go full screen at all (iOS Safari, some embeds do not). */
export const fullscreenSupported = (): boolean =>
  typeof document !== 'undefined' &&
  Boolean(document.fullscreenEnabled) &&
  typeof document.documentElement.requestFullscreen === 'function';

/**
 * Enters or leaves full screen. Where that is impossible it warns and changes nothing;
 * resolves to whether the page is full screen afterwards.
 */
export async function toggleFullscreen(): Promise<boolean> {
  if (!fullscreenSupported()) {
    void message.warning(textOf(HEADER_TEXT)('fullscreenUnsupported'));
    return false;
  }
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await document.documentElement.requestFullscreen();
  } catch {
    // The browser refused (no user gesture, policy): nothing changed.
  }
  return Boolean(document.fullscreenElement);
}
