import { badField } from './envelope.js';
import type { MessageKey } from './i18n/index.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-depth.js';

/**
 * JSON that a client sends as text inside a field (a design's formData, a list's queryJson, a
 * menu's propertyJson) is as much input as the body around it: code that walks it recursively
 * would run out of stack on thousands of levels, so it gets the body's depth bound. Either
 * failure is a 400 naming the field.
 */
export function parseJsonText(
  field: string,
  text: string,
  notJson: MessageKey = 'validation.notJson',
): unknown {
  if (nestsDeeperThan(text)) throw badField(field, 'validation.tooDeep', { max: MAX_JSON_DEPTH });
  try {
    return JSON.parse(text);
  } catch {
    throw badField(field, notJson);
  }
}
