import { join } from 'node:path';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { sessionOf } from '../../http/auth.js';
import { badField, badRequest, forbidden } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import {
  acceptedStoredName,
  DiskStore,
  type FileStore,
  findFile,
  imageUrl,
  isImage,
  S3Store,
  sendStoredFile,
} from '../file/index.js';
import { CHAT_FILE_TYPE } from './content.js';

/** Whether the user sent or received a chat message showing this picture. */
async function sawPicture(db: Db, userId: string, path: string): Promise<boolean> {
  const needle = `%${JSON.stringify(path)
    .slice(1, -1)
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<{ found: number }>`
    select 1 as found from im_content
    where content_type = 'image' and content like ${needle}
      and (receive_user_id = ${userId} or send_user_id = ${userId})
    limit 1`.execute(db);
  return rows.length > 0;
}

/**
 * Chat pictures, at the address their messages name (/api/file/Image/IM/<name>). This route is
 * more specific than the file domain's public picture route, so it answers for chat pictures
 * alone: a picture sent in a private conversation is shown only to a signed-in user who sent or
 * received it (or uploaded it), never to whoever learns its address.
 */
export const chatImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const store: FileStore = config.file.s3
    ? new S3Store(config.file.s3)
    : new DiskStore(join(config.dataDir, 'files'));
  app.get(
    `/${CHAT_FILE_TYPE}/:name`,
    {
      schema: {
        tags: ['chat'],
        summary: 'A picture sent in chat, for those who sent or received it',
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
      },
    },
    async (request, reply) => {
      const { userId } = sessionOf(request);
      const name = acceptedStoredName(request.params.name);
      const file = await findFile(db, CHAT_FILE_TYPE, name);
      if (!file) throw badRequest(t('file.missing'));
      if (!isImage(file)) throw badField('name', 'file.notImage');
      if (file.creatorUserId !== userId && !(await sawPicture(db, userId, imageUrl(CHAT_FILE_TYPE, name))))
        throw forbidden();
      return sendStoredFile(reply, store, file, { inline: true, cache: 'private, max-age=86400, immutable' });
    },
  );
};
