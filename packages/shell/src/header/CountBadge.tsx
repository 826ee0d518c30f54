import { Badge } from 'antd';
import type { ReactNode } from 'react';
import { MAX_BADGE_COUNT } from './unread-store.js';

/** The bell's unread count: at most 99 is shown, a larger count reads 99+. */
export default function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge count={count} overflowCount={MAX_BADGE_COUNT} size="small" offset={[-6, 8]}>
      {children}
    </Badge>
  );
}
