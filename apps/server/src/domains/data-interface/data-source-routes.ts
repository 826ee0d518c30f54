import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';

/** The id JNPF gives its main database, and the one a SQL data interface names by default. */
export const MAIN_DATA_SOURCE = '0';
const GROUP = 'postgresql';

/**
 * /api/system/DataSource: the databases SQL data interfaces may run on, grouped by kind as
 * JNPF's data source picker reads them. Formwork's SQL interfaces run on its own database only,
 * so the answer is that one database.
 */
export const dataSourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/Selector',
    {
      schema: {
        tags: ['data interfaces'],
        summary: 'The databases SQL data interfaces run on, grouped by kind: Formwork’s own alone',
        querystring: Type.Object({
          type: Type.Optional(Type.String({ maxLength: 20, description: 'accepted and passed over' })),
        }),
      },
    },
    async () =>
      ok({
        list: [
          {
            id: GROUP,
            parentId: '-1',
            fullName: 'PostgreSQL',
            hasChildren: true,
            children: [
              {
                id: MAIN_DATA_SOURCE,
                parentId: GROUP,
                fullName: t('dataSource.main'),
                dbType: 'PostgreSQL',
                hasChildren: false,
              },
            ],
          },
        ],
      }),
  );
};
