import { configure, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router-dom';
import { useAppStore } from '../app/app-store.js';
import { RouteGuard } from '../guard/RouteGuard.js';
import { i18n } from '../i18n/i18n.js';
import { useSessionStore } from '../session/store.js';
import { LoginPage } from './LoginPage.js';

// antd forms in jsdom answer slowly on a busy machine; a second is too little to wait for a hint.
configure({ asyncUtilTimeout: 10_000 });

/** Tests of the login page: a fresh visitor, in Chinese, at /login behind the real guard. */
export async function resetVisitor(): Promise<void> {
  await i18n.changeLanguage('zh');
  useAppStore.setState({ language: 'zh' });
  useSessionStore.setState({ token: null, userInfo: null, menuList: [], sysConfig: null });
}

export function openLogin(url = '/login') {
  const router = createMemoryRouter(
    [
      {
        element: <RouteGuard />,
        children: [
          { path: '/login', element: <LoginPage /> },
          // Signed in, the guard passes /login on to /.
          { path: '/', element: <Navigate to="/home" replace /> },
          { path: '/home', element: <p>首页内容</p> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

export const openMode = (name: '账号登录' | '手机登录' | '扫码登录') =>
  fireEvent.click(screen.getByRole('tab', { name }));

export const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

export const submit = () => fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
