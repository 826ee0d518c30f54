import type { ReactNode } from 'react';

/** How every widget shows its value in read-only and detail modes. */
export function ReadOnlyText({ children }: { children?: ReactNode }) {
  return <span className="fw-widget-readonly">{children}</span>;
}
