import { type FieldSchema, isJnpfKey } from '@formwork/schema';
import { insertFields } from '../commands/place.js';
import type { Position } from '../commands/position.js';
import type { Command } from '../commands/types.js';
import type { FormDocument } from '../document/document.js';
import type { NodeId } from '../document/ids.js';
import { topmost } from '../document/order.js';
import { CommandError } from '../shared/command-error.js';
import { cloneJson } from '../shared/json.js';

/**
 * Copied fields as JSON, so they can go through localStorage or the system clipboard to
 * another tab and another form.
 */
export interface ClipboardContent {
  format: 'formwork/fields';
  version: 1;
  fields: FieldSchema[];
}

/** Deep copies of the fields (a container with its content), in form order. */
export function copyNodes(doc: FormDocument, ids: Iterable<NodeId>): ClipboardContent {
  const fields = topmost(doc, ids).map((id) => cloneJson(doc.nodeById(id) as FieldSchema));
  if (fields.length === 0) throw new CommandError('no field is selected', 'noSelection');
  return { format: 'formwork/fields', version: 1, fields };
}

function isFieldTree(value: unknown): value is FieldSchema {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { jnpfKey, children } = value as { jnpfKey?: unknown; children?: unknown };
  return (
    isJnpfKey(jnpfKey) && (children === undefined || (Array.isArray(children) && children.every(isFieldTree)))
  );
}

/**
 * Clipboard content read back from text or a parsed object: undefined unless it is copied
 * fields, each (at any depth) an object with a known jnpfKey.
 */
export function readClipboard(value: unknown): ClipboardContent | undefined {
  let content = value;
  if (typeof content === 'string') {
    try {
      content = JSON.parse(content);
    } catch {
      return undefined;
    }
  }
  const c = content as Partial<ClipboardContent> | null;
  if (typeof c !== 'object' || c === null || c.format !== 'formwork/fields' || c.version !== 1)
    return undefined;
  if (!Array.isArray(c.fields) || c.fields.length === 0 || !c.fields.every(isFieldTree)) return undefined;
  return c as ClipboardContent;
}

/** Pastes at a position; every data field pasted, at any depth, gets a fresh vModel. */
export function pasteNodes(doc: FormDocument, content: ClipboardContent, at: Position): Command {
  const checked = readClipboard(content);
  if (!checked) throw new CommandError('the clipboard holds no fields', 'emptyClipboard');
  return insertFields(doc, checked.fields, at);
}
