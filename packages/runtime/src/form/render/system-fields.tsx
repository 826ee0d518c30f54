import { fillsFromRecord, keysWhere } from '@formwork/schema';
import type { WidgetComponent, WidgetFormContext } from '@formwork/widgets';
import { createContext, useContext } from 'react';

/** System fields of a new record show who fills it in, and when; stored records show their own. */
export const SystemFieldContext = createContext<WidgetFormContext | undefined>(undefined);

/** The keys whose widgets show the record's author, place or times. */
export const SYSTEM_KEYS: readonly string[] = keysWhere((_, key) => fillsFromRecord(key));

const wrapped = new WeakMap<WidgetComponent, WidgetComponent>();

/** The bound widget with the form's user context, read from React context so it binds once. */
export function withSystemContext(Widget: WidgetComponent): WidgetComponent {
  let Wrapped = wrapped.get(Widget);
  if (!Wrapped) {
    Wrapped = (props: Record<string, unknown>) => (
      <Widget {...props} context={useContext(SystemFieldContext)} />
    );
    wrapped.set(Widget, Wrapped);
  }
  return Wrapped;
}
