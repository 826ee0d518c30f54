import type { PagePartProps } from '@formwork/runtime';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// The matrix (antd's Tree and Tabs, its words) is fetched when a role's permissions are first opened.
const AuthorizeMatrixPart = lazy(() => import('./AuthorizeMatrixPart.js'));

/** The `authorizeMatrix` part, loaded on first use inside its own dialog. */
export function AuthorizeMatrixOnUse(props: PagePartProps) {
  return (
    <Suspense fallback={<Spin />}>
      <AuthorizeMatrixPart {...props} />
    </Suspense>
  );
}
