import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../downloads/routes.js';
import { badRequest } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import type { FileStore } from './file-store.js';
import { downloadName } from './file-types.js';
import type { FileObject } from './tables.js';

/**
 * Sends a stored file. Saved (attachment) files go as bytes of no particular type, so nothing
 * the person uploaded is ever run as a page of this site; inline ones go with the type checked
 * at upload (a sniffed picture, a PDF, plain text). nosniff keeps browsers from guessing either way.
 */
export async function sendStoredFile(
  reply: FastifyReply,
  store: FileStore,
  file: FileObject,
  mode: { inline: boolean; cache: string },
): Promise<FastifyReply> {
  const content = await store.readContent(file.md5);
  if (!content) throw badRequest(t('file.missing'));
  const name = downloadName(file.fileName, file.extension);
  const disposition = mode.inline
    ? `inline; filename*=UTF-8''${encodeURIComponent(name)}`
    : contentDisposition(name);
  return reply
    .header('content-type', mode.inline ? file.contentType : 'application/octet-stream')
    .header('content-length', content.size)
    .header('content-disposition', disposition)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', mode.cache)
    .send(content.stream);
}
