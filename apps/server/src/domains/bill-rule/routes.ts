import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';
import { ok } from '../../http/envelope.js';
import { nextBillNumber } from './bill-number.js';

// Every generated form with a billRule field takes numbers on save, and the designer's bill-rule
// picker lists the rules, so any signed-in user may call these; the auth hook refuses visitors.

const tags = ['bill rule'];

export interface BillRuleOption {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
}

/** The enabled rules whose name or code contains the keyword, in their order. */
export async function billRuleOptions(db: Db, keyword = ''): Promise<BillRuleOption[]> {
  let query = db
    .selectFrom('billRule')
    .select(['id', 'fullName', 'enCode', 'category'])
    .where('enabledMark', '=', 1)
    .orderBy('sortCode')
    .orderBy('enCode');
  if (keyword.trim()) {
    const pattern = containsPattern(keyword.trim());
    query = query.where((eb) => eb.or([eb('fullName', 'ilike', pattern), eb('enCode', 'ilike', pattern)]));
  }
  return query.execute();
}

/** /api/system/BillRule: the rules a picker offers and the numbers a save takes. */
export const billRuleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;

  app.get(
    '/Selector',
    {
      schema: {
        tags,
        summary: 'The enabled rules, optionally those whose name or code contains the keyword',
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 200 })) }),
      },
    },
    async (request) => ok({ list: await billRuleOptions(db, request.query.keyword) }),
  );

  app.get(
    '/BillNumber/:enCode',
    {
      schema: {
        tags,
        summary: 'A new number of the rule: unique on every call, whoever calls at the same time',
        params: Type.Object({ enCode: Type.String({ minLength: 1, maxLength: 100 }) }),
      },
    },
    async (request) => ok(await nextBillNumber(db, request.params.enCode)),
  );
};
