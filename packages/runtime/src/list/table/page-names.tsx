import {
  CURRENT_USER_VALUE,
  type FieldSchema,
  type PickerNames,
  pickerIdsOf,
  pickerKindOf,
  relationNamesOf,
  relationSourceOf,
} from '@formwork/schema';
import { createContext, useContext } from 'react';

/**
 * The names the list's page answered for the ids its picker cells hold (users, organisations,
 * positions..., and what relation pickers show of their records and interface rows): undefined
 * when the endpoint answers none, and each picker cell then asks its own.
 */
export const PageNamesContext = createContext<PickerNames | undefined>(undefined);

export const usePageNames = () => useContext(PageNamesContext);

/**
 * Whether the page's names name every id of a picker value: a value changed on the page since
 * (a row edited in place) may hold ids the page was not answered for.
 */
export function pageNamesCover(names: PickerNames | undefined, field: FieldSchema, value: unknown): boolean {
  const source = relationSourceOf(field);
  if (source) {
    const named = relationNamesOf(names, source);
    return named !== undefined && pickerIdsOf(value).every((id) => Object.hasOwn(named, id));
  }
  const kind = pickerKindOf(field);
  const ofKind = kind && names?.[kind];
  if (!ofKind) return false;
  return pickerIdsOf(value).every(
    (id) => Object.hasOwn(ofKind, id) || (kind === 'user' && id === CURRENT_USER_VALUE),
  );
}
