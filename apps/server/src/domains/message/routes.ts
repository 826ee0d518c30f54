import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { MESSAGE_TYPES } from '@formwork/schema';
import { accessTo } from '../../crud/screen-access.js';
import { sessionOf } from '../../http/auth.js';
import { badField, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { BODY_MAX, FILES_MAX, TITLE_MAX } from './content.js';
import { listInbox, readAll, readMessage, removeFromInbox } from './inbox.js';
import { TO_USER_IDS_MAX } from './notice-recipients.js';
import {
  createNotice,
  deleteNotice,
  getNotice,
  listNotices,
  releaseNotice,
  updateNotice,
} from './notices.js';

/** The menu entry 通知公告: whoever holds it administers notices; everyone has an inbox. */
export const NOTICE_MODULE = 'system.notice';
const access = accessTo(NOTICE_MODULE);

const Id = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }) });
const Paging = {
  currentPage: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 20 }),
  keyword: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the title' })),
};

const NoticeBody = Type.Object(
  {
    // Measured once trimmed, in code, so the message says what the reader counts.
    title: Type.String({ description: `Required; at most ${TITLE_MAX} characters once trimmed` }),
    bodyText: Type.Optional(
      Type.String({
        maxLength: BODY_MAX,
        description:
          'HTML, stored as written: it is not sanitised here, so every client must sanitise it ' +
          'when displaying it (the console renders it through DOMPurify)',
      }),
    ),
    files: Type.Optional(
      Type.String({
        maxLength: FILES_MAX,
        description: 'JSON text of the attachments: [{name, fileId, url, fileSize, fileExtension}]',
      }),
    ),
    toUserIds: Type.Optional(
      Type.Union(
        [
          Type.String({ maxLength: 100_000 }),
          Type.Array(Type.String({ maxLength: 100 }), { maxItems: TO_USER_IDS_MAX }),
        ],
        {
          description:
            'Who receives the notice, "a,b" or a list, each "id--user", "id--department" (or ' +
            '"id--company"), "id--role", or a bare user id. A department reaches the users whose ' +
            'organisation it is, not those of its sub-departments. Empty or left out: every enabled user',
        },
      ),
    ),
  },
  { additionalProperties: false },
);

/** "a,b" as the JNPF clients send it, or a list; blanks and repeats dropped. */
function idsOf(ids: string | string[]): string[] {
  const list = (Array.isArray(ids) ? ids : ids.split(',')).map((id) => id.trim()).filter(Boolean);
  return [...new Set(list)];
}

/** /api/message: every user's inbox (站内消息) and the administration of notices (通知公告). */
export const messageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['messages'];

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: "The signed-in user's inbox, newest first",
        querystring: Type.Object({
          ...Paging,
          type: Type.Optional(
            Type.Union([
              Type.Integer({
                enum: [...MESSAGE_TYPES],
                description: '1 notice, 2 flow, 3 system, 4 schedule, 5 form',
              }),
              // JNPF's message centre sends an empty type on its 全部 tab.
              Type.Literal('', { description: 'every type' }),
            ]),
          ),
        }),
      },
    },
    async (request) => {
      const { type, ...rest } = request.query;
      return ok(
        await listInbox(db, sessionOf(request).userId, { ...rest, type: type === '' ? undefined : type }),
      );
    },
  );

  app.get(
    '/ReadInfo/:id',
    {
      schema: {
        tags,
        summary:
          'One message of the inbox, marked read. bodyText is HTML as its sender wrote it: clients sanitise it to display it',
        params: Id,
      },
    },
    async (request) => ok(await readMessage(db, sessionOf(request).userId, request.params.id)),
  );

  app.post(
    '/Actions/ReadAll',
    { schema: { tags, summary: "Marks every message of the user's inbox read" } },
    async (request) => {
      await readAll(db, sessionOf(request).userId);
      return ok(undefined, t('message.allRead'));
    },
  );

  app.delete(
    '/Record',
    {
      schema: {
        tags,
        summary: "Removes messages from the user's own inbox; other recipients keep theirs",
        body: Type.Object(
          {
            ids: Type.Union(
              [
                Type.String({ maxLength: 20_000 }),
                Type.Array(Type.String({ maxLength: 64 }), { maxItems: 500 }),
              ],
              {
                description: 'Message ids, "a,b" or a list',
              },
            ),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const ids = idsOf(request.body.ids);
      if (ids.length === 0) throw badField('ids', 'validation.empty');
      await removeFromInbox(db, sessionOf(request).userId, ids);
      return ok(undefined, t('common.deleted'));
    },
  );

  app.get(
    '/Notice',
    {
      config: access(),
      schema: {
        tags,
        summary: 'Notices, drafts (enabledMark 0) and released (1), newest change first',
        querystring: Type.Object(Paging),
      },
    },
    async (request) => ok(await listNotices(db, request.query)),
  );

  app.post(
    '/',
    { config: access('btn_add'), schema: { tags, summary: 'Create a draft notice', body: NoticeBody } },
    async (request) => {
      const id = await createNotice(db, request.body, sessionOf(request).userId);
      return ok({ id }, t('common.created'));
    },
  );

  app.get(
    '/:id',
    { config: access(), schema: { tags, summary: 'One notice, to edit or view', params: Id } },
    async (request) => ok(await getNotice(db, request.params.id)),
  );

  app.put(
    '/:id',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Change a draft notice; a released one cannot change',
        params: Id,
        body: NoticeBody,
      },
    },
    async (request) => {
      await updateNotice(db, request.params.id, request.body, sessionOf(request).userId);
      return ok(undefined, t('common.updated'));
    },
  );

  app.delete(
    '/:id',
    {
      config: access('btn_remove'),
      schema: { tags, summary: 'Delete a notice; a released one leaves every inbox', params: Id },
    },
    async (request) => {
      await deleteNotice(db, app.realtime, request.params.id);
      return ok(undefined, t('common.deleted'));
    },
  );

  app.put(
    '/:id/Actions/Release',
    {
      config: access('btn_release'),
      schema: {
        tags,
        summary: 'Release a draft notice, once, to its chosen recipients or else every enabled user',
        params: Id,
      },
    },
    async (request) => {
      await releaseNotice(db, app.realtime, request.params.id, sessionOf(request).userId);
      return ok(undefined, t('common.published'));
    },
  );
};
