import type { JnpfKey } from '@formwork/schema';
import type { MetaDraft } from '../meta/types.js';
import type { WidgetComponent } from './types.js';

/** A name the registry knows: a form's jnpfKey, or numRange, a list search's widget. */
export type RegistryKey = JnpfKey | 'numRange';

/**
 * Everything the package knows of one jnpfKey, declared once beside its widget: the registry, the
 * metas, the containers and the adapters are all built from the list of these.
 */
export interface WidgetDefinition<K extends RegistryKey = RegistryKey> {
  readonly jnpfKey: K;
  /** What the designer and the form compiler know of it; none for a widget that is no form field. */
  readonly meta?: MetaDraft;
  /** The field or display widget, its code fetched the first time one is drawn (`loadOnUse`). */
  readonly widget?: WidgetComponent;
  /** The layout container drawing it, with its content given by the form. */
  readonly container?: WidgetComponent;
  /** A part (a grid's row or cell) its container draws itself: no component of its own. */
  readonly drawnByParent?: true;
  /** A container whose content may hold fields (the form itself always may). */
  readonly holdsFields?: true;
  /** The widget draws its cells with the registry it is registered in (the sub-table). */
  readonly drawsCellsWithRegistry?: true;
  /** Its choices may come from a Formily reaction, through `field.dataSource`. */
  readonly takesDataSource?: true;
  /**
   * rjsf picks a widget by this name for fields that name none (a string field draws "text"):
   * rjsf's own widget for it, which keeps drawing such fields.
   */
  readonly rjsfDefault?: string;
}

/** A definition with its jnpfKey's literal type kept, so the list can be checked for every key. */
export function defineWidget<const D extends WidgetDefinition>(definition: D): D {
  return definition;
}
