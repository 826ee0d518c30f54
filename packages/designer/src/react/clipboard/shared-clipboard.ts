import { type ClipboardContent, readClipboard } from '../../core/index.js';

/**
 * Copied fields live in localStorage, which every tab of the console shares, so fields copied
 * in one browser tab paste into a form open in another. Only the designer writes this key, and
 * what is read back is checked like any foreign text before it can reach a form.
 */
export const CLIPBOARD_KEY = 'formwork.designer.clipboard';

export function writeSharedClipboard(content: ClipboardContent): void {
  try {
    window.localStorage.setItem(CLIPBOARD_KEY, JSON.stringify(content));
  } catch {
    // A full or blocked storage keeps the copy to this tab (see `SharedClipboard`).
  }
}

export function readSharedClipboard(): ClipboardContent | undefined {
  try {
    const text = window.localStorage.getItem(CLIPBOARD_KEY);
    return text === null ? undefined : readClipboard(text);
  } catch {
    return undefined;
  }
}

/**
 * The designer's clipboard: the shared copy when storage holds one, else the last copy made in
 * this tab (storage may be full or switched off).
 */
export class SharedClipboard {
  private local: ClipboardContent | undefined;

  copy(content: ClipboardContent): void {
    this.local = content;
    writeSharedClipboard(content);
  }

  read(): ClipboardContent | undefined {
    return readSharedClipboard() ?? this.local;
  }
}
