import { beforeEach, describe, expect, it } from 'vitest';
import type { ClipboardContent } from '../../core/index.js';
import { CLIPBOARD_KEY, SharedClipboard } from './shared-clipboard.js';

const content: ClipboardContent = {
  format: 'formwork/fields',
  version: 1,
  fields: [{ jnpfKey: 'input', vModel: 'name', label: 'Name' }],
};

describe('the designer clipboard', () => {
  beforeEach(() => window.localStorage.clear());

  it('hands copied fields to another tab through shared storage', () => {
    new SharedClipboard().copy(content);
    // A second session stands for the designer in another browser tab.
    expect(new SharedClipboard().read()).toEqual(content);
  });

  it('ignores storage that does not hold copied fields', () => {
    window.localStorage.setItem(
      CLIPBOARD_KEY,
      JSON.stringify({ format: 'formwork/fields', version: 1, fields: [{ jnpfKey: 'nope' }] }),
    );
    expect(new SharedClipboard().read()).toBeUndefined();
    window.localStorage.setItem(CLIPBOARD_KEY, '{not json');
    expect(new SharedClipboard().read()).toBeUndefined();
  });

  it('keeps the copy within the tab when storage refuses it', () => {
    const clipboard = new SharedClipboard();
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    try {
      clipboard.copy(content);
    } finally {
      Storage.prototype.setItem = setItem;
    }
    expect(clipboard.read()).toEqual(content);
  });
});
