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
