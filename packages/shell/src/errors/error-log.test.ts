import { describe, expect, it } from 'vitest';
import { installErrorLog, logError, MAX_ERROR_ENTRIES, useErrorLogStore } from './error-log.js';

describe('error log', () => {
  it('keeps unhandled errors and rejections once installed', () => {
    installErrorLog(true);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('渲染失败'), message: '渲染失败' }));
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: 'timeout' });
    window.dispatchEvent(rejection);
    expect(useErrorLogStore.getState().entries.map((entry) => entry.message)).toEqual([
      '渲染失败',
      'timeout',
    ]);
  });

  it(`keeps the latest ${MAX_ERROR_ENTRIES}`, () => {
    useErrorLogStore.getState().clear();
    for (let index = 0; index < 60; index += 1) logError(new Error(`e${index}`));
    const entries = useErrorLogStore.getState().entries;
    expect(entries).toHaveLength(MAX_ERROR_ENTRIES);
    expect(entries.at(-1)?.message).toBe('e59');
  });
});
