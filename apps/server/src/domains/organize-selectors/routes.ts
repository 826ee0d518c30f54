import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { loadOrganizes } from './organizes.js';
import { groupList, positionTree, roleList } from './others.js';
import { nest, searchTree, without } from './tree.js';

// The organisation, department, position, role and group pickers of every generated form read
// these, so any signed-in user may: no access rule, and the auth hook still refuses visitors.

const tags = ['organisation pickers'];
/** An organisation to leave out with what is under it; '0' leaves out none. */
const Excluded = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const Search = Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 200 })) });

/** Selectors under /api/permission: each answers {list} of tree nodes. */
export const organizeSelectorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  // JNPF's administration screens and pickers ask for the trees "ByAuth", the organisations the
  // user may manage. Access here is granted by menu, and whoever opens such a screen may work on
  // every organisation, so both paths answer the same tree.
  for (const path of ['/Organize/Selector/:id', '/Organize/SelectorByAuth/:id'])
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'The companies as a tree, without {id} and what is under it (0: none left out)',
          params: Excluded,
          querystring: Search,
        },
      },
      async (request) => {
        const { nodes } = await loadOrganizes(db);
        const companies = nest(nodes.filter((node) => node.type === 'company'));
        return ok({ list: searchTree(without(companies, request.params.id), request.query.keyword) });
      },
    );

  for (const path of ['/Organize/Department/Selector/:id', '/Organize/Department/SelectorByAuth/:id'])
    app.get(
      path,
      {
        schema: {
          tags,
          summary: 'Companies and departments as a tree, without {id} and what is under it (0: none)',
          params: Excluded,
          querystring: Search,
        },
      },
      async (request) => {
        const { nodes } = await loadOrganizes(db);
        return ok({ list: searchTree(without(nest(nodes), request.params.id), request.query.keyword) });
      },
    );

  app.get(
    '/Organize/Tree',
    {
      schema: {
        tags,
        summary: 'Companies and departments as a tree; each node carries its organizeIds path',
        querystring: Search,
      },
    },
    async (request) => {
      const { nodes } = await loadOrganizes(db);
      return ok({ list: searchTree(nest(nodes), request.query.keyword) });
    },
  );

  app.get(
    '/Position/Selector',
    {
      schema: {
        tags,
        summary: 'Positions under the organisations that have some, as a tree',
        querystring: Search,
      },
    },
    async (request) => ok({ list: await positionTree(db, request.query.keyword) }),
  );

  app.get(
    '/Role/Selector',
    { schema: { tags, summary: 'The enabled roles', querystring: Search } },
    async (request) => ok({ list: await roleList(db, request.query.keyword) }),
  );

  app.get(
    '/Group/Selector',
    { schema: { tags, summary: 'The enabled user groups', querystring: Search } },
    async (request) => ok({ list: await groupList(db, request.query.keyword) }),
  );
};
