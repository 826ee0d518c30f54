import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FULL_SCREEN_UNSUPPORTED, FullScreenToggle } from './FullScreenToggle.js';

/** jsdom has no Fullscreen API; this plays the browser's part of it. */
function fakeFullScreen(enabled: boolean) {
  let current: Element | null = null;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => enabled });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => current });
  const enter = vi.fn(function (this: Element) {
    current = this;
    return Promise.resolve();
  });
  const exit = vi.fn(() => {
    current = null;
    return Promise.resolve();
  });
  Element.prototype.requestFullscreen = enter;
  document.exitFullscreen = exit;
  const browserSays = () => act(() => void document.dispatchEvent(new Event('fullscreenchange')));
  return { enter, exit, browserSays };
}

afterEach(() => {
  Reflect.deleteProperty(document, 'fullscreenEnabled');
  Reflect.deleteProperty(document, 'fullscreenElement');
});

describe('FullScreenToggle', () => {
  it('puts the target full screen and flips its label when the browser says so', async () => {
    const { enter, exit, browserSays } = fakeFullScreen(true);
    const panel = document.createElement('section');
    document.body.append(panel);
    const onChange = vi.fn();
    render(<FullScreenToggle target={() => panel} onChange={onChange} />);

    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(enter).toHaveBeenCalledTimes(1);
    expect(enter.mock.contexts[0]).toBe(panel);
    // Nothing flips until the browser reports the change.
    expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy();
    browserSays();
    expect(screen.getByRole('button', { name: '退出全屏' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(true);

    fireEvent.click(screen.getByRole('button', { name: '退出全屏' }));
    expect(exit).toHaveBeenCalledTimes(1);
    browserSays();
    expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(false);
    panel.remove();
  });

  it('flips back when the user leaves full screen with Esc', () => {
    const { browserSays } = fakeFullScreen(true);
    render(<FullScreenToggle />);
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    browserSays();
    act(() => void document.exitFullscreen());
    browserSays();
    expect(screen.getByRole('button', { name: '全屏' })).toBeTruthy();
  });

  it('warns that full screen is not supported when the browser has none', async () => {
    fakeFullScreen(false);
    render(<FullScreenToggle />);
    fireEvent.click(screen.getByRole('button', { name: '全屏' }));
    expect(await screen.findByText(FULL_SCREEN_UNSUPPORTED)).toBeTruthy();
    expect(FULL_SCREEN_UNSUPPORTED).toBe('当前浏览器不支持全屏');
  });
});
