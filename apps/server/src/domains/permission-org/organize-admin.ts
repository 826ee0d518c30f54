import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { Flag, Key } from '../../crud/entry.js';
import { accessTo } from '../../crud/screen-access.js';
import type { Db } from '../../db/database.js';
import { badField, badRequest, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { checkUsersExist, distinct } from './user-relations.js';

// 分级管理: the users who administer an organisation, and what they may add, edit and delete on
// its own level and on the levels below. The organisation screen sets them.
const access = accessTo('permission.organize');
const tags = ['organisations'];

const LAYER_FLAGS = [
  'thisLayerAdd',
  'thisLayerEdit',
  'thisLayerDelete',
  'subLayerAdd',
  'subLayerEdit',
  'subLayerDelete',
] as const;
type LayerFlag = (typeof LAYER_FLAGS)[number];
type Layers = Record<LayerFlag, number>;

export interface AdministratorsInput extends Partial<Layers> {
  /** The administrators' user ids joined with commas, as the user picker gives them; '' for none. */
  userId: string;
}

/** At most this many administrators per organisation. */
const MOST = 100;

async function checkOrganize(db: Db, organizeId: string): Promise<void> {
  const row = await db.selectFrom('organize').select('id').where('id', '=', organizeId).executeTakeFirst();
  if (!row) throw badRequest(t('permissionOrg.organizeNotFound'));
}

/** The administrators of an organisation as one form: their ids joined, and the rights they share. */
export async function getAdministrators(db: Db, organizeId: string) {
  await checkOrganize(db, organizeId);
  const rows = await db
    .selectFrom('organizeAdministrator')
    .select(['userId', ...LAYER_FLAGS])
    .where('organizeId', '=', organizeId)
    .orderBy('sortCode')
    .execute();
  const [first] = rows;
  const layers = Object.fromEntries(LAYER_FLAGS.map((flag) => [flag, first ? first[flag] : 0])) as Layers;
  return { organizeId, userId: rows.map((row) => row.userId).join(','), ...layers };
}

/** Replaces the administrators of an organisation; each gets the rights the form sets. */
export async function setAdministrators(db: Db, organizeId: string, input: AdministratorsInput) {
  await checkOrganize(db, organizeId);
  const userIds = distinct(input.userId.split(','));
  if (userIds.length > MOST) throw badField('userId', 'validation.maxItems', { limit: MOST });
  await checkUsersExist(db, 'userId', userIds);
  const layers = Object.fromEntries(LAYER_FLAGS.map((flag) => [flag, input[flag] ?? 0])) as Layers;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('organizeAdministrator').where('organizeId', '=', organizeId).execute();
    if (!userIds.length) return;
    await trx
      .insertInto('organizeAdministrator')
      .values(
        userIds.map((userId, sortCode) => ({ id: randomUUID(), organizeId, userId, sortCode, ...layers })),
      )
      .execute();
  });
}

const Params = Type.Object({ organizeId: Key });
const Body = Type.Object({
  userId: Type.String({ maxLength: 6500 }),
  ...Object.fromEntries(LAYER_FLAGS.map((flag) => [flag, Type.Optional(Flag)])),
});

/** GET and PUT /api/permission/organizeAdminIsTrator/{organizeId}. */
export const organizeAdminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  app.get(
    '/:organizeId',
    {
      config: access(),
      schema: { tags, summary: 'Who administers an organisation, and with what rights', params: Params },
    },
    async (request) => ok(await getAdministrators(db, request.params.organizeId)),
  );
  app.put(
    '/:organizeId',
    {
      config: access('btn_edit'),
      schema: {
        tags,
        summary: 'Set who administers an organisation (userId: ids joined with commas) and their rights',
        params: Params,
        body: Body,
      },
    },
    async (request) => {
      await setAdministrators(db, request.params.organizeId, request.body as AdministratorsInput);
      return ok(undefined, t('common.saved'));
    },
  );
};
