import { message } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n.js';
import { toggleFullscreen } from './fullscreen.js';

const warning = vi.spyOn(message, 'warning').mockImplementation(() => Promise.resolve(true) as never);

afterEach(() => {
  warning.mockClear();
  Reflect.deleteProperty(document, 'fullscreenEnabled');
});

describe('full screen', () => {
  it.each([
    ['zh', '您的浏览器不支持全屏'],
    ['en', 'Full screen is not supported by your browser'],
  ])('warns (%s: %s) and changes nothing where the browser cannot', async (language, text) => {
    await i18n.changeLanguage(language);
    Object.defineProperty(document, 'fullscreenEnabled', { value: false, configurable: true });
    const request = vi.fn();
    document.documentElement.requestFullscreen = request;

    expect(await toggleFullscreen()).toBe(false);
    expect(warning).toHaveBeenCalledWith(text);
    expect(request).not.toHaveBeenCalled();
  });

  it('asks the browser for full screen where it can', async () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true });
    const request = vi.fn(() => Promise.resolve());
    document.documentElement.requestFullscreen = request;

    await toggleFullscreen();
    expect(request).toHaveBeenCalledOnce();
    expect(warning).not.toHaveBeenCalled();
  });
});
