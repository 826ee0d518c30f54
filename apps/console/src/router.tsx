import { HomePage, LoginPage, NotFoundPage, RouteGuard } from '@formwork/shell';
import { createBrowserRouter, Navigate } from 'react-router-dom';

/** The fixed routes of spec shell.md 2.1 built so far; menu routes join them later. */
export const router = createBrowserRouter([
  {
    element: <RouteGuard />,
    children: [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/home', element: <HomePage /> },
      { path: '/404', element: <NotFoundPage /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
