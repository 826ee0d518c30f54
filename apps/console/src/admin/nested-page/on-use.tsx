import type { PagePartProps } from '@formwork/runtime';
import { Spin } from 'antd';
import { lazy, Suspense } from 'react';

// The nested pages' schemas are fetched when one is first opened.
const NestedPagePart = lazy(() => import('./NestedPagePart.js'));

/** The `nestedPage` part, loaded on first use inside its own dialog. */
export function NestedPageOnUse(props: PagePartProps) {
  return (
    <Suspense fallback={<Spin />}>
      <NestedPagePart {...props} />
    </Suspense>
  );
}
