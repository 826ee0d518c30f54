import { randomBytes } from 'node:crypto';
import { badField, badRequest } from '../../http/envelope.js';
import { ANNEX_EXTENSIONS, IMAGE_EXTENSIONS } from '../../uploads/extensions.js';

/** The types people attach to forms, which the site's allowed extensions apply to. */
const SITE_TYPES: ReadonlySet<string> = new Set(['annex', 'annexpic']);

/** The upload types (spec: annex for files, annexpic for images) and the profile's avatar. */
export const FILE_TYPES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ['annex', ANNEX_EXTENSIONS],
  ['annexpic', IMAGE_EXTENSIONS],
  ['userAvatar', IMAGE_EXTENSIONS],
  // Pictures sent in internal chat.
  ['IM', IMAGE_EXTENSIONS],
  // Spreadsheets of users to import; only .xlsx can be read back.
  ['userImport', new Set(['xlsx'])],
]);

/**
 * The largest file of a type, where it is smaller than the uploads' own limit: chat pictures
 * are at most 5 MB, which the chat client checks too.
 */
export const TYPE_MAX_BYTES: ReadonlyMap<string, number> = new Map([['IM', 5 * 1024 * 1024]]);

/** Any extension some type accepts: a probe or chunk does not say its type, the merge does. */
const ANY_EXTENSION: ReadonlySet<string> = new Set([...FILE_TYPES.values()].flatMap((set) => [...set]));

export const TYPE_PATTERN = `^(${[...FILE_TYPES.keys()].join('|')})$`;
/** Names the server generates: 22 random base64url characters and the extension. */
export const STORED_NAME_PATTERN = '^[A-Za-z0-9_-]{22}\\.[a-z0-9]{1,10}$';
const STORED_NAME = new RegExp(STORED_NAME_PATTERN);
export const IDENTIFIER_PATTERN = '^[0-9a-fA-F]{32}$';

/**
 * Refuses what could walk a path or cut a string short, wherever it appears in a text field,
 * naming the field, even where the text never reaches a path: a client sending these is not a
 * browser uploading a file, and refusing early keeps every later use of the text simple.
 */
export function refuseOddText(field: string, value: string | undefined): void {
  if (value === undefined) return;
  if (value.includes('\u0000')) throw badField(field, 'validation.noNul');
  if (value.includes('..')) throw badField(field, 'validation.noDotDot');
  if (/[\\/]/.test(value)) throw badField(field, 'validation.noPathSeparator');
}

/** The extension in lower case, refused unless the type (or, with none given, any type) takes it. */
export function acceptedExtension(extension: string, type?: string, site?: ReadonlySet<string>): string {
  refuseOddText('extension', extension);
  const lower = extension.toLowerCase().replace(/^\./, '');
  const allowed = type === undefined ? ANY_EXTENSION : FILE_TYPES.get(type);
  if (!allowed) throw badField('type', 'validation.oneOf', { values: [...FILE_TYPES.keys()].join(', ') });
  const siteRefuses = site !== undefined && type !== undefined && SITE_TYPES.has(type) && !site.has(lower);
  if (!allowed.has(lower) || siteRefuses)
    throw badField('extension', 'file.extensionRefused', { extension: lower || '(none)' });
  return lower;
}

export function acceptedType(type: string): string {
  refuseOddText('type', type);
  if (!FILE_TYPES.has(type))
    throw badField('type', 'validation.oneOf', { values: [...FILE_TYPES.keys()].join(', ') });
  return type;
}

export function acceptedStoredName(name: string): string {
  refuseOddText('name', name);
  if (!STORED_NAME.test(name)) throw badRequest('name: is not a stored file name');
  return name;
}

/** 128 random bits: the name is all a picture's address carries, so it must not be guessable. */
export function newStoredName(extension: string): string {
  return `${randomBytes(16).toString('base64url')}.${extension}`;
}

/** The name a download is saved under: the person's name, ending in the stored extension. */
export function downloadName(fileName: string, extension: string): string {
  const printable = [...fileName].map((char) => (char.charCodeAt(0) < 32 ? '_' : char)).join('');
  const name = printable.replace(/[\\/:*?"<>|]/g, '_').slice(0, 200) || 'file';
  return name.toLowerCase().endsWith(`.${extension}`) ? name : `${name}.${extension}`;
}
