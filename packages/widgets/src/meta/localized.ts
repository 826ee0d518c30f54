import type { Catalogue, MessageKey, MessageTree } from '@formwork/schema';
import type { LocalizedText } from './types.js';

function textAt(tree: MessageTree, key: string): string {
  const found = key
    .split('.')
    .reduce<string | MessageTree | undefined>(
      (node, part) => (typeof node === 'object' && Object.hasOwn(node, part) ? node[part] : undefined),
      tree,
    );
  if (typeof found !== 'string') throw new Error(`no words for ${key}`);
  return found;
}

/**
 * The words of a catalogue as the designer reads them: one key in all three languages at once,
 * since the palette and the property panel show each in the user's language.
 */
export function labelsOf<T extends MessageTree>(
  catalogue: Catalogue<T>,
): (key: MessageKey<T>) => LocalizedText {
  const { zh, zhtw, en } = catalogue.messages as Catalogue['messages'];
  return (key) => ({ zh: textAt(zh, key), zhtw: textAt(zhtw, key), en: textAt(en, key) });
}
