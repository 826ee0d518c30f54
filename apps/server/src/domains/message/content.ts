import { badField } from '../../http/envelope.js';

export const TITLE_MAX = 100;
export const BODY_MAX = 100_000;
export const FILES_MAX = 20_000;

export interface MessageContent {
  title: string;
  bodyText: string;
  /** JSON text listing attachments: [{name, fileId, url, fileSize, fileExtension}]. */
  files: string;
}

export interface MessageContentInput {
  title: string;
  bodyText?: string;
  files?: string;
}

/** Length in characters as a reader counts them (an emoji is one), as the schema checks count. */
const charactersIn = (text: string) => Array.from(text).length;

function refuseNul(field: string, value: string): void {
  if (value.includes('\u0000')) throw badField(field, 'validation.noNul');
}

/**
 * The content as stored, or a 400 naming the first field that is wrong. The title is trimmed
 * before it is measured, so spaces around it neither count nor make an empty title pass.
 * bodyText is HTML kept as written: every reader renders it through DOMPurify, the one sanitiser
 * the console already ships, rather than a second one on the server that could disagree with it.
 */
export function checkMessageContent(input: MessageContentInput): MessageContent {
  const title = input.title.trim();
  if (title === '') throw badField('title', 'validation.empty');
  if (charactersIn(title) > TITLE_MAX) throw badField('title', 'validation.maxLength', { limit: TITLE_MAX });
  refuseNul('title', title);

  const bodyText = input.bodyText ?? '';
  if (charactersIn(bodyText) > BODY_MAX)
    throw badField('bodyText', 'validation.maxLength', { limit: BODY_MAX });
  refuseNul('bodyText', bodyText);

  // The JNPF clients send '' for a form that never had an attachment.
  const files = input.files?.trim() ? input.files : '[]';
  if (charactersIn(files) > FILES_MAX) throw badField('files', 'validation.maxLength', { limit: FILES_MAX });
  refuseNul('files', files);
  let parsed: unknown;
  try {
    parsed = JSON.parse(files);
  } catch {
    throw badField('files', 'validation.notJson');
  }
  if (!Array.isArray(parsed)) throw badField('files', 'validation.array');
  return { title, bodyText, files };
}
