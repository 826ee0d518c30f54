import type { FieldSchema } from '@formwork/schema';
import { defineMeta, type MetaSpec } from './define-meta.js';
import type { MetaDraft } from './types.js';

/** The title a container or pane shows: its label, or JNPF's older header/title props. */
export function containerTitle(field: FieldSchema): string {
  const title = field.label ?? field.props?.header ?? field.props?.title;
  return typeof title === 'string' ? title : '';
}

/**
 * A layout container: never a sub-table column, never holding data; by default placed where
 * fields go. Parts of a container (panes, grid rows and cells) name their one parent instead.
 */
export function containerMeta(spec: Omit<MetaSpec, 'group' | 'inSubTable'>): MetaDraft {
  return defineMeta({
    ...spec,
    group: 'layout',
    inSubTable: false,
    toComponentProps: spec.toComponentProps ?? (() => ({})),
  });
}
