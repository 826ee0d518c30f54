import type { ComponentType, ReactNode } from 'react';

/** What the runtime tells the designer about one field it drew in design mode. */
export interface DesignItemProps {
  /** The field's dotted schema path, as the designer core names it: `fields.2.children.0`. */
  path: string;
  jnpfKey: string;
  /** Row, card, tab, collapse and their panes, table layout parts: it holds other fields. */
  container: boolean;
  /** Hidden from the desktop form (`noShow`, or `props.visibility` without 'pc'). */
  hidden: boolean;
  /** What the runtime really renders for the field: label, widget, container content. */
  children: ReactNode;
}

export interface DesignDropZoneProps {
  /** The empty container's schema path; null for an empty form. */
  parent: string | null;
}

/** The designer's overlay, given to `<FormRenderer design>`. */
export interface FormDesign {
  Item: ComponentType<DesignItemProps>;
  DropZone: ComponentType<DesignDropZoneProps>;
}
