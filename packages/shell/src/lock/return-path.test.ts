import { describe, expect, it } from 'vitest';
import { rememberedPage, rememberPage, returnPath } from './return-path.js';

describe('returning from the lock screen', () => {
  it('prefers the page in the redirect query, then the last page shown, then the fallback', () => {
    expect(returnPath('?redirect=%2Fprofile', '/home', '/system/area')).toBe('/profile');
    expect(returnPath('', '/home', '/system/area')).toBe('/system/area');
    expect(returnPath('', '/home', undefined)).toBe('/home');
  });

  it('remembers pages but not the lock, login or password screens', () => {
    rememberPage('/permission/user?tab=1');
    rememberPage('/lockScreen');
    rememberPage('/force-change-password');
    expect(rememberedPage()).toBe('/permission/user?tab=1');
    expect(returnPath('?redirect=%2FlockScreen', '/home')).toBe('/permission/user?tab=1');
  });
});
