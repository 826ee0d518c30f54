import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { profileOf, toUserInfo } from '../../accounts/profile.js';
import { announceSessionsEnded, endSession } from '../../accounts/sessions.js';
import { sessionOf } from '../../http/auth.js';
import { clientInfo } from '../../http/client-info.js';
import { badRequest, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { authorizationOf, buildMenuTree, buildPermissionList } from '../authorization/index.js';
import { homePortalId } from '../portal/index.js';
import { readSystemConfig, systemConfigOf, toSysConfigInfo } from '../system-config/index.js';
import { captchaRequired, issueCaptcha } from './captcha.js';
import { checkPassword, login } from './login.js';
import { signInModeRoutes } from './sign-in-mode-routes.js';

const md5Hex = Type.String({
  pattern: '^[0-9a-fA-F]{32}$',
  description: 'lower-case md5 hex of the password',
});
const shortText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

const LoginBody = Type.Object(
  {
    account: Type.String({
      minLength: 1,
      maxLength: 100,
      description: 'account; a sub-account as <main account mobile>@<account>; the mobile when origin=sms',
    }),
    password: Type.Optional(
      Type.String({ pattern: '^[0-9a-fA-F]{32}$', description: 'lower-case md5 hex (origin password)' }),
    ),
    grant_type: Type.Optional(Type.Literal('password')),
    origin: Type.Optional(
      Type.String({ maxLength: 50, description: 'sign-in mode: password (default) or sms (mobile code)' }),
    ),
    code: Type.Optional(
      Type.String({ maxLength: 20, description: 'captcha text, or the mobile code when origin=sms' }),
    ),
    timestamp: shortText(64),
    client_id: shortText(200),
    client_secret: shortText(200),
    scope: shortText(200),
  },
  { additionalProperties: false },
);

export const oauthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const tags = ['oauth'];
  await app.register(signInModeRoutes);

  app.post(
    '/Login',
    {
      config: { public: 'signing in; throttled per account and per address' },
      schema: {
        tags,
        summary: 'Sign in (form-encoded)',
        description:
          'origin=password (default): account and md5 password, plus the captcha when getConfig asks. ' +
          'origin=sms: account is the mobile number and code the code sent by SmsCode. ' +
          'Sub-accounts sign in as <main account mobile>@<account>. Too many failed sign-ins from one ' +
          'client address within LOGIN_IP_WINDOW_MINUTES are refused before anything is checked.',
        body: LoginBody,
      },
    },
    async (request) => ok(await login(db, request.body, clientInfo(request), config), t('oauth.signedIn')),
  );

  app.get(
    '/getConfig/:account',
    {
      config: {
        public: 'tells the sign-in page whether to ask for a captcha; the same answer for every account',
      },
      schema: {
        tags,
        summary: 'Whether sign-in asks for a captcha',
        params: Type.Object({ account: Type.String({ maxLength: 100 }) }),
      },
    },
    async () => {
      const system = await readSystemConfig(db);
      return ok({
        enableVerificationCode: captchaRequired(system, config) ? 1 : 0,
        verificationCodeNumber: Number(system.verificationCodeNumber) || 4,
      });
    },
  );

  app.get(
    '/getLoginConfig',
    {
      config: { public: 'what the sign-in page shows before anyone signs in' },
      schema: { tags, summary: 'Product name, pictures and sign-in options for the sign-in page' },
    },
    async () => {
      const system = await readSystemConfig(db);
      return ok({
        ...toSysConfigInfo(system),
        enableVerificationCode: captchaRequired(system, config) ? 1 : 0,
        verificationCodeNumber: Number(system.verificationCodeNumber) || 4,
        // No single sign-on or social sign-in is offered; the fields say so as JNPF's page reads them.
        redirect: false,
        url: '',
        ticketParams: '',
        socialsList: [],
      });
    },
  );

  app.get(
    '/ImageCode/:length/:timestamp',
    {
      config: { public: 'draws the captcha the sign-in page shows' },
      schema: {
        tags,
        summary: 'Captcha image (SVG), valid 300 s',
        params: Type.Object({
          length: Type.Integer({ minimum: 1, maximum: 8 }),
          timestamp: Type.String({ minLength: 1, maxLength: 64 }),
        }),
      },
    },
    async (request, reply) => {
      const svg = await issueCaptcha(db, request.params.timestamp, request.params.length);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(svg);
    },
  );

  app.get(
    '/CurrentUser',
    { schema: { tags, summary: 'The signed-in user, menus and permissions' } },
    async (request) => {
      const session = sessionOf(request);
      const [profile, authorization, system] = await Promise.all([
        profileOf(db, session),
        authorizationOf(db, session),
        systemConfigOf(db, session.stamps),
      ]);
      // The home page's portal as it stands now: a choice since disabled, deleted or no longer
      // granted reads as none, and the home page is the ordinary workspace.
      const portalId = await homePortalId(db, authorization, profile.user.portalId);
      return ok({
        userInfo: { ...toUserInfo(profile, system.sysName), portalId },
        menuList: buildMenuTree(authorization.modules),
        permissionList: buildPermissionList(authorization),
        sysConfigInfo: toSysConfigInfo(system),
      });
    },
  );

  app.post(
    '/updatePasswordMessage',
    {
      schema: {
        tags,
        summary: 'Reminds the user of a password about to expire: none is due, passwords here do not expire',
      },
    },
    // JNPF's shell asks for the reminder on every page; there is nothing to remind of.
    async () => ok(undefined),
  );

  app.get('/Logout', { schema: { tags, summary: 'Sign out: the token stops working' } }, async (request) => {
    const session = sessionOf(request);
    if (await endSession(db, session.id, 'logout'))
      await announceSessionsEnded(app, session.userId, [session.id], 'logout');
    return ok(undefined, t('oauth.loggedOut'));
  });

  app.post(
    '/LockScreen',
    {
      schema: {
        tags,
        summary: 'Unlock the locked screen with the account and password',
        body: Type.Object(
          { account: Type.String({ minLength: 1, maxLength: 100 }), password: md5Hex },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const user = await db
        .selectFrom('users')
        .select('account')
        .where('id', '=', session.userId)
        .executeTakeFirstOrThrow();
      const account = request.body.account.trim();
      if (account.toLowerCase() !== user.account.toLowerCase())
        throw badRequest(t('oauth.notCurrentAccount'));
      await checkPassword(db, user.account, request.body.password, config, { signedIn: true });
      return ok(undefined, t('oauth.unlocked'));
    },
  );
};
