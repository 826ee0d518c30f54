import { describe, expect, it } from 'vitest';
import { loginPath, readRedirect } from '../navigation/paths.js';
import { decideRoute } from './rules.js';

const visit = (url: string, hasToken: boolean, userLoaded = false, rememberPage = true) => {
  const [pathname = '', query = ''] = url.split('?');
  return decideRoute({ pathname, search: query ? `?${query}` : '', hasToken, userLoaded, rememberPage });
};

describe('route guard', () => {
  it('sends visitors to the login page, remembering where they were going', () => {
    expect(visit('/home', false)).toEqual({ action: 'redirect', to: '/login?redirect=%2Fhome' });
    expect(visit('/profile?tab=2', false)).toEqual({
      action: 'redirect',
      to: '/login?redirect=%2Fprofile%3Ftab%3D2',
    });
    expect(visit('/', false)).toEqual({ action: 'redirect', to: '/login' });
  });

  it('remembers no page after a deliberate sign-out', () => {
    expect(visit('/home', false, false, false)).toEqual({ action: 'redirect', to: '/login' });
  });

  it('lets visitors open the open routes', () => {
    for (const path of ['/login', '/auth-redirect', '/jump'])
      expect(visit(path, false)).toEqual({ action: 'render' });
  });

  it('passes a signed-in user from the login page on to the remembered page, else to /', () => {
    expect(visit('/login', true, true)).toEqual({ action: 'redirect', to: '/' });
    expect(visit('/login?redirect=%2Fhome', true, true)).toEqual({ action: 'redirect', to: '/home' });
  });

  it('loads the user once before rendering a protected route', () => {
    expect(visit('/home', true, false)).toEqual({ action: 'load-user' });
    expect(visit('/home', true, true)).toEqual({ action: 'render' });
  });
});

describe('login redirect', () => {
  it('accepts only paths inside the app', () => {
    expect(readRedirect('?redirect=%2Fhome')).toBe('/home');
    expect(readRedirect('?redirect=https%3A%2F%2Fevil.example')).toBeNull();
    expect(readRedirect('?redirect=%2F%2Fevil.example')).toBeNull();
    expect(readRedirect('?redirect=%2Flogin')).toBeNull();
    expect(readRedirect('')).toBeNull();
  });

  it('round-trips through loginPath', () => {
    const target = '/workFlowDetail?config=a%26b';
    expect(readRedirect(loginPath(target).split('?')[1] ?? '')).toBe(target);
  });
});

describe('locked screen (rule 2)', () => {
  const locked = (url: string, userLoaded = true) => {
    const [pathname = '', query = ''] = url.split('?');
    return decideRoute({
      pathname,
      search: query ? `?${query}` : '',
      hasToken: true,
      userLoaded,
      rememberPage: true,
      locked: true,
      isFirst: 1,
    });
  };

  it('sends every page to the lock screen, remembering it', () => {
    expect(locked('/home')).toEqual({ action: 'redirect', to: '/lockScreen?redirect=%2Fhome' });
    expect(locked('/profile?tab=password')).toEqual({
      action: 'redirect',
      to: '/lockScreen?redirect=%2Fprofile%3Ftab%3Dpassword',
    });
    expect(locked('/')).toEqual({ action: 'redirect', to: '/lockScreen' });
    expect(locked('/jump?to=%2Fhome')).toEqual({
      action: 'redirect',
      to: '/lockScreen?redirect=%2Fjump%3Fto%3D%252Fhome',
    });
    expect(locked('/force-change-password')).toMatchObject({
      to: '/lockScreen?redirect=%2Fforce-change-password',
    });
  });

  it('lets the lock screen render, once the user (avatar, name) is loaded', () => {
    expect(locked('/lockScreen', false)).toEqual({ action: 'load-user' });
    expect(locked('/lockScreen')).toEqual({ action: 'render' });
  });

  it('lets the login page through to rule 3, which goes to / and so back to the lock screen', () => {
    expect(locked('/login')).toEqual({ action: 'redirect', to: '/' });
  });

  it('does not apply without a token', () => {
    expect(
      decideRoute({
        pathname: '/home',
        search: '',
        hasToken: false,
        userLoaded: false,
        rememberPage: true,
        locked: true,
      }),
    ).toEqual({ action: 'redirect', to: '/login?redirect=%2Fhome' });
  });
});

describe('first sign-in (rule 5)', () => {
  const first = (pathname: string, isFirst: number) =>
    decideRoute({ pathname, search: '', hasToken: true, userLoaded: true, rememberPage: true, isFirst });

  it('keeps a user with isFirst 0 on the password change page', () => {
    for (const path of ['/home', '/', '/profile', '/404', '/permission/user'])
      expect(first(path, 0)).toEqual({ action: 'redirect', to: '/force-change-password' });
    expect(first('/force-change-password', 0)).toEqual({ action: 'render' });
  });

  it('sends everyone else away from the password change page', () => {
    expect(first('/force-change-password', 1)).toEqual({ action: 'redirect', to: '/' });
    expect(first('/home', 1)).toEqual({ action: 'render' });
  });

  it('still lets a first-login user lock the screen', () => {
    expect(first('/lockScreen', 0)).toEqual({ action: 'render' });
  });
});
