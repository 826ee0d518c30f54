import type { ReactNode } from 'react';

/** A tab pane or collapse panel as its container draws it: a title and the content already drawn. */
export interface ContainerPane {
  key: string;
  title: string;
  content: ReactNode;
}
