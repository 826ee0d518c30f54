import { holdsData } from '@formwork/schema';
import { setProperty } from '../commands/edit.js';
import { getIn, parsePath } from '../commands/property-path.js';
import type { Command, SetPropertyCommand } from '../commands/types.js';
import type { FormDocument } from '../document/document.js';
import type { NodeId } from '../document/ids.js';
import type { History } from '../history/history.js';
import { CommandError } from '../shared/command-error.js';
import { stableStringify } from '../shared/json.js';
import type { Selection } from './selection.js';

function fieldsOf(doc: FormDocument, ids: readonly NodeId[]) {
  return ids.map((id) => doc.nodeById(id)).filter((f) => f !== undefined);
}

/** Settings every field has, whatever its widget: its width, whether it shows, and where. */
const EVERY_FIELD: ReadonlySet<string> = new Set(['span', 'noShow', 'props.visibility']);
/** Settings every field that stores a value has. */
const EVERY_DATA_FIELD: ReadonlySet<string> = new Set(['required', 'props.readonly']);

/**
 * Whether several fields can take one value for a property together: they are all the same
 * kind of widget, the setting is one every field (or every data field, when all hold data) has,
 * or every one of them already has that property.
 */
export function isShared(doc: FormDocument, ids: readonly NodeId[], path: string): boolean {
  const fields = fieldsOf(doc, ids);
  if (fields.length === 0 || fields.length !== ids.length) return false;
  if (fields.every((f) => f.jnpfKey === fields[0]?.jnpfKey)) return true;
  if (EVERY_FIELD.has(path)) return true;
  if (EVERY_DATA_FIELD.has(path) && fields.every((f) => holdsData(f.jnpfKey))) return true;
  let segments: string[];
  try {
    segments = parsePath(path);
  } catch {
    return false;
  }
  return fields.every((f) => getIn(f, segments) !== undefined);
}

/** What a property panel shows for several fields: their common value, or that they differ. */
export function sharedValue(
  doc: FormDocument,
  ids: readonly NodeId[],
  path: string,
): { value: unknown; mixed: boolean } {
  const segments = parsePath(path);
  const values = fieldsOf(doc, ids).map((f) => getIn(f, segments));
  const first = stableStringify(values[0]);
  const mixed = values.some((v) => stableStringify(v) !== first);
  return { value: mixed ? undefined : values[0], mixed };
}

/** One property set on several fields, as one command (one undo step); refused unless shared. */
export function setPropertyOnAll(
  doc: FormDocument,
  ids: readonly NodeId[],
  path: string,
  value: unknown,
): Command {
  if (!isShared(doc, ids, path)) throw new CommandError(`"${path}" is not shared by every selected field`);
  const commands: SetPropertyCommand[] = ids.map((id) => setProperty(doc, id, path, value));
  return commands.length === 1 ? (commands[0] as Command) : { type: 'batch', commands };
}

/** Sets a property on every selected field as one undo step. */
export function editSelection(
  history: History,
  selection: Selection,
  path: string,
  value: unknown,
  label?: string,
): void {
  const command = setPropertyOnAll(history.document, selection.ids, path, value);
  history.execute(command, label === undefined ? {} : { label });
}
