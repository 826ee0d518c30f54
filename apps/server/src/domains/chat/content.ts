import type { Db } from '../../db/database.js';
import { badField } from '../../http/envelope.js';
import { findFile, imageUrl, isImage, STORED_NAME_PATTERN, TYPE_MAX_BYTES } from '../file/index.js';

export const CHAT_FILE_TYPE = 'IM';
/** Longer text is a paste of a document, which belongs in a file. */
export const TEXT_MAX_LENGTH = 5000;
const IMAGE_MAX_BYTES = TYPE_MAX_BYTES.get(CHAT_FILE_TYPE) ?? 5 * 1024 * 1024;
const STORED_NAME = new RegExp(STORED_NAME_PATTERN);
const SIDE_MAX = 100_000;

export type ContentType = 'text' | 'image';

/** A chat message's content as stored: the text, or for a picture JSON text {path, width, height}. */
export interface StoredContent {
  contentType: ContentType;
  content: string;
}

/**
 * The text as sent, trimmed; refused when empty, too long, or holding NUL (which the database
 * cannot store, and which would fail every message stored with it).
 */
export function textContent(value: unknown): StoredContent {
  if (typeof value !== 'string') throw badField('messageContent', 'validation.string');
  const text = value.trim();
  if (!text) throw badField('messageContent', 'validation.empty');
  if (text.length > TEXT_MAX_LENGTH)
    throw badField('messageContent', 'validation.maxLength', { limit: TEXT_MAX_LENGTH });
  if (text.includes('\u0000')) throw badField('messageContent', 'validation.noNul');
  return { contentType: 'text', content: text };
}

const side = (value: unknown, field: string): number => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number))
    throw badField(`messageContent.${field}`, 'validation.number');
  if (number < 0 || number > SIDE_MAX)
    throw badField(`messageContent.${field}`, 'validation.maximum', { limit: SIDE_MAX });
  return Math.round(number);
};

/**
 * A picture the sender uploaded as a chat picture: {name, width, height}, as JSON text or (as
 * JNPF's web client sends it) an object. Only the sender's own upload is accepted, so a message
 * cannot hand its receiver a file the sender never had.
 */
export async function imageContent(db: Db, senderId: string, value: unknown): Promise<StoredContent> {
  let image: unknown = value;
  if (typeof value === 'string') {
    try {
      image = JSON.parse(value);
    } catch {
      throw badField('messageContent', 'validation.notJson');
    }
  }
  if (image === null || typeof image !== 'object' || Array.isArray(image))
    throw badField('messageContent', 'validation.object');
  const { name, width, height } = image as Record<string, unknown>;
  if (typeof name !== 'string' || !STORED_NAME.test(name))
    throw badField('messageContent.name', 'validation.format');
  const size = { width: side(width, 'width'), height: side(height, 'height') };
  const file = await findFile(db, CHAT_FILE_TYPE, name);
  if (!file || file.creatorUserId !== senderId || !isImage(file))
    throw badField('messageContent.name', 'chat.notYourImage');
  if (file.size > IMAGE_MAX_BYTES) throw badField('messageContent.name', 'chat.imageTooLarge');
  return {
    contentType: 'image',
    content: JSON.stringify({ path: imageUrl(CHAT_FILE_TYPE, name), ...size }),
  };
}

/** What a frame shows of stored content: the text, or the picture as an object. */
export function shownContent(contentType: string, content: string): unknown {
  if (contentType === 'text') return content;
  try {
    return JSON.parse(content);
  } catch {
    return content;
  }
}
