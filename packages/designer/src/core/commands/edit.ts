import type { FormSettings, ListSchema } from '@formwork/schema';
import type { FormDocument } from '../document/document.js';
import type { NodeId } from '../document/ids.js';
import { CommandError } from '../shared/command-error.js';
import { cloneJson } from '../shared/json.js';
import { requireField } from './position.js';
import { parsePath } from './property-path.js';
import type { SetConfigCommand, SetListCommand, SetPropertyCommand, SetSettingsCommand } from './types.js';

/*
 * Builders for value edits. Values are copied as JSON, so a caller that later mutates its object
 * cannot change what history holds.
 */

/** One value of a field by dotted path: `label`, `required`, `props.placeholder`, `regList`... */
export function setProperty(doc: FormDocument, id: NodeId, path: string, value: unknown): SetPropertyCommand {
  requireField(doc, id);
  parsePath(path);
  const command: SetPropertyCommand = { type: 'setProperty', id, path };
  if (value !== undefined) command.value = cloneJson(value);
  return command;
}

function split(values: Record<string, unknown>): { values: Record<string, unknown>; unset?: string[] } {
  const kept: Record<string, unknown> = {};
  const unset: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) unset.push(key);
    else kept[key] = cloneJson(value);
  }
  return unset.length > 0 ? { values: kept, unset } : { values: kept };
}

/** Several top-level keys of a field at once; an undefined value removes the key. */
export function setConfig(doc: FormDocument, id: NodeId, values: Record<string, unknown>): SetConfigCommand {
  requireField(doc, id);
  if (Object.hasOwn(values, 'children'))
    throw new CommandError('children change through insert, move and remove');
  return { type: 'setConfig', id, ...split(values) };
}

/** Form settings (label position and width, popup type...); an undefined value removes the key. */
export function setSettings(values: Partial<FormSettings>): SetSettingsCommand {
  const { values: kept, unset } = split(values);
  return { type: 'setSettings', values: kept, ...(unset && { unset: unset as (keyof FormSettings)[] }) };
}

/** The design's whole list as it should be after the edit; null takes the list away. */
export function setList(list: ListSchema | null): SetListCommand {
  return { type: 'setList', list: list === null ? null : cloneJson(list) };
}
