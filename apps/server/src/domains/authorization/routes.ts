import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { apiShapeOf } from '../../http/api-shape.js';
import { badField, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { readSystemConfig } from '../system-config/index.js';
import { GRANT_KINDS, type GrantKind, loadCatalogue, loadRoleGrants } from './authorize-catalogue.js';
import {
  addRoleGrants,
  checkRoles,
  holdersOf,
  kindOfItem,
  replaceHolders,
  replaceRoleGrants,
} from './authorize-save.js';
import { type AuthorizeStep, itemStep, moduleStep, systemStep } from './authorize-values.js';

// The 权限授权 screen: reading and changing what each role is granted.
const access = { access: { module: 'permission.authorize' } };
const tags = ['authorization'];

const Key = Type.String({ minLength: 1, maxLength: 200 });
const IdList = Type.Array(Key, { maxItems: 10_000 });
/** The object granted: JNPF names Role, Position and User; grants here are held by roles alone. */
const ObjectType = Type.String({ maxLength: 20, description: 'Role (the only kind of holder)' });
const Lists = {
  module: Type.Optional(IdList),
  button: Type.Optional(IdList),
  column: Type.Optional(IdList),
  form: Type.Optional(IdList),
  resource: Type.Optional(Type.Array(Key, { maxItems: 10_000, description: 'data scheme ids' })),
  systemIds: Type.Optional(
    Type.Array(Key, { maxItems: 100, description: 'accepted and passed over: one system' }),
  ),
};
const StepType = Type.Union(
  ['system', ...GRANT_KINDS].map((kind) => Type.Literal(kind)),
  { description: 'the screen step; left out, every step at once' },
);

/** The object of a grant must be a role; the id "0" of the batch screen is no one. */
const NO_OBJECT = '0';

function requireRoleType(objectType: string | undefined): void {
  if (objectType !== undefined && objectType !== 'Role') throw badField('objectType', 'authorize.onlyRoles');
}

const pick = (body: Partial<Record<GrantKind, string[]>>) =>
  Object.fromEntries(
    GRANT_KINDS.filter((kind) => body[kind] !== undefined).map((kind) => [kind, body[kind]]),
  );

/** /api/permission/Authority: Data/{objectId}/Values, Data/{objectId}, Data/Batch, Model/{itemId}. */
export const authorizeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.post(
    '/Data/:objectId/Values',
    {
      config: access,
      schema: {
        tags,
        summary: "A step's tree of menus and their items, with the ids the role holds",
        params: Type.Object({ objectId: Key }),
        body: Type.Object({
          type: Type.Optional(StepType),
          moduleIds: Type.Optional(
            Type.String({ maxLength: 200_000, description: 'comma-joined menu ids the step shows' }),
          ),
          objectType: Type.Optional(ObjectType),
        }),
      },
    },
    async (request) => {
      const { objectId } = request.params;
      const { type, moduleIds, objectType } = request.body;
      requireRoleType(objectType);
      if (objectId !== NO_OBJECT) await checkRoles(db, 'objectId', [objectId]);
      const [catalogue, granted] = await Promise.all([
        loadCatalogue(db),
        objectId === NO_OBJECT ? undefined : loadRoleGrants(db, objectId),
      ]);
      const held = (kind: GrantKind): ReadonlySet<string> => granted?.[kind] ?? new Set();
      const shown =
        moduleIds === undefined ? undefined : new Set(moduleIds.split(',').map((id) => id.trim()));
      const step = (kind: GrantKind): AuthorizeStep =>
        kind === 'module' ? moduleStep(catalogue, held(kind)) : itemStep(catalogue, kind, held(kind), shown);
      // One installation is one system: Formwork's console skips its step; JNPF's client shows
      // it, so it gets the one system, held.
      if (type === 'system')
        return ok<AuthorizeStep>(
          apiShapeOf(request) === 'jnpf'
            ? systemStep((await readSystemConfig(db)).sysName)
            : { list: [], ids: [], all: [] },
        );
      if (type) return ok(step(type));
      return ok(Object.fromEntries(GRANT_KINDS.map((kind) => [kind, step(kind)])));
    },
  );

  app.put(
    '/Data/:objectId',
    {
      config: access,
      schema: {
        tags,
        summary: "Set a role's grants: each kind sent replaces what it held of that kind",
        params: Type.Object({ objectId: Key }),
        body: Type.Object({ objectType: Type.Optional(ObjectType), ...Lists }),
      },
    },
    async (request) => {
      requireRoleType(request.body.objectType);
      await replaceRoleGrants(db, request.params.objectId, pick(request.body));
      return ok(undefined, t('common.updated'));
    },
  );

  app.post(
    '/Data/Batch',
    {
      config: access,
      schema: {
        tags,
        summary: 'Add the same grants to several roles; what they held already stays',
        body: Type.Object({ roleIds: Type.Array(Key, { minItems: 1, maxItems: 1000 }), ...Lists }),
      },
    },
    async (request) => {
      await addRoleGrants(db, request.body.roleIds, pick(request.body));
      return ok(undefined, t('common.updated'));
    },
  );

  const ItemParams = Type.Object({ itemId: Key });

  app.get(
    '/Model/:itemId/:objectType',
    {
      config: access,
      schema: {
        tags,
        summary: 'The roles holding one menu entry, button, column, form field or data scheme',
        params: Type.Object({ itemId: Key, objectType: ObjectType }),
      },
    },
    async (request) => {
      requireRoleType(request.params.objectType);
      const kind = await kindOfItem(db, request.params.itemId);
      if (!kind) throw badField('itemId', 'authorize.unknownIds', { ids: request.params.itemId });
      return ok({ ids: await holdersOf(db, kind, request.params.itemId) });
    },
  );

  app.put(
    '/Model/:itemId',
    {
      config: access,
      schema: {
        tags,
        summary: 'Set which roles hold one item',
        params: ItemParams,
        body: Type.Object({
          objectType: Type.Optional(ObjectType),
          objectId: Type.Array(Key, { maxItems: 1000 }),
        }),
      },
    },
    async (request) => {
      requireRoleType(request.body.objectType);
      const kind = await kindOfItem(db, request.params.itemId);
      if (!kind) throw badField('itemId', 'authorize.unknownIds', { ids: request.params.itemId });
      await replaceHolders(db, kind, request.params.itemId, request.body.objectId);
      return ok(undefined, t('common.updated'));
    },
  );
};
