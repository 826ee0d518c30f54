import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sessionOf } from '../../http/auth.js';
import { badField, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';

// 个性签名: the handwritten signature a user draws on the profile page, kept as a PNG data URL
// in users.sign_img. A user keeps one signature, so it is always the default one; drawing a new
// one replaces it. JNPF's profile page lists signatures, so the one kept is listed with this id.
const SIGNATURE_ID = 'signature';
/** A drawn signature is a few tens of kilobytes; the request body limit is 1 MB. */
const MAX_LENGTH = 700_000;

const SignBody = Type.Object(
  {
    signImg: Type.String({
      minLength: 1,
      maxLength: MAX_LENGTH,
      pattern: '^data:image/(png|jpeg);base64,[A-Za-z0-9+/=]+$',
      description: 'the drawing as a PNG or JPEG data URL',
    }),
    isDefault: Type.Optional(
      Type.Integer({ enum: [0, 1], description: 'accepted: the one signature kept is the default' }),
    ),
  },
  { additionalProperties: false },
);
const SignId = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

/** Under /api/permission/Users/Current: the signed-in user's signature. */
export const signImageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db } = app;
  const tags = ['current user'];

  const signatureOf = async (userId: string) =>
    (await db.selectFrom('users').select('signImg').where('id', '=', userId).executeTakeFirstOrThrow())
      .signImg;
  const setSignature = (userId: string, signImg: string) =>
    db.updateTable('users').set({ signImg, lastModifyTime: new Date() }).where('id', '=', userId).execute();
  const checkId = (id: string) => {
    if (id !== SIGNATURE_ID) throw badField('id', 'currentUser.signatureNotFound');
  };

  app.get(
    '/SignImg',
    { schema: { tags, summary: 'The signature kept, as a list of one (or none)' } },
    async (request) => {
      const signImg = await signatureOf(sessionOf(request).userId);
      return ok(signImg ? [{ id: SIGNATURE_ID, signImg, isDefault: 1 }] : []);
    },
  );

  app.post(
    '/SignImg',
    { schema: { tags, summary: 'Keep a newly drawn signature in place of the one kept', body: SignBody } },
    async (request) => {
      await setSignature(sessionOf(request).userId, request.body.signImg);
      return ok(undefined, t('common.created'));
    },
  );

  app.put(
    '/:id/SignImg',
    {
      schema: {
        tags,
        summary: 'Make the signature the default one: the one kept already is',
        params: SignId,
      },
    },
    async (request) => {
      checkId(request.params.id);
      if (!(await signatureOf(sessionOf(request).userId)))
        throw badField('id', 'currentUser.signatureNotFound');
      return ok(undefined, t('common.changed'));
    },
  );

  app.delete(
    '/:id/SignImg',
    { schema: { tags, summary: 'Delete the signature kept', params: SignId } },
    async (request) => {
      checkId(request.params.id);
      const userId = sessionOf(request).userId;
      if (!(await signatureOf(userId))) throw badField('id', 'currentUser.signatureNotFound');
      await setSignature(userId, '');
      return ok(undefined, t('common.deleted'));
    },
  );
};
