import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { badField, ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { ANNEX_EXTENSIONS, siteExtensions } from '../../uploads/extensions.js';
import { readSystemConfig, type SystemKey, writeSystemConfigs } from './system-config.js';

const access = (button?: 'btn_edit') => ({
  access: { module: 'system.sysConfig', ...(button && { button }) },
});

const text = (maxLength: number) => Type.String({ maxLength });
/** An uploaded image (the file domain's public image address), or none. */
const picture = Type.String({
  maxLength: 300,
  pattern: '^(/api/file/Image/[A-Za-z0-9_-]+/[A-Za-z0-9._-]+)?$',
});
const flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
const count = (minimum: number, maximum: number) => Type.Integer({ minimum, maximum });

/** Every setting this screen edits, with the values it takes. */
const FIELDS = {
  sysName: Type.String({ minLength: 1, maxLength: 50 }),
  title: text(100),
  copyright: text(200),
  companyName: text(100),
  logoIcon: picture,
  loginIcon: picture,
  navigationIcon: picture,
  tokenTimeout: count(1, 7 * 24 * 60),
  enableVerificationCode: flag,
  verificationCodeNumber: count(3, 8),
  passwordErrorsNumber: count(1, 100),
  lockTime: count(1, 24 * 60),
  passwordStrengthLimit: flag,
  passwordLengthMin: flag,
  passwordLengthMinNumber: count(1, 64),
  containsNumbers: flag,
  includeLowercaseLetters: flag,
  includeUppercaseLetters: flag,
  containsCharacters: flag,
  logRetentionDays: count(1, 3650),
  uploadOpenMax: count(1, 1000),
  uploadPendingMaxMb: count(1, 1024 * 1024),
  allowedExtensions: Type.String({ minLength: 1, maxLength: 2000, pattern: '^[A-Za-z0-9.,，\\s]*$' }),
} satisfies Partial<Record<SystemKey, unknown>>;

type Field = keyof typeof FIELDS;
const FIELD_NAMES = Object.keys(FIELDS) as Field[];
const NUMERIC = new Set(FIELD_NAMES.filter((name) => (FIELDS[name] as { type?: string }).type !== 'string'));

// Settings JNPF's screen sends that this one does not keep are dropped, as for every body.
const Body = Type.Partial(Type.Object(FIELDS));

/**
 * The allowed extensions as kept: listed once, comma-separated. An extension outside the safe
 * list (markup, programs) is refused by name: served from this origin it could run as the console.
 */
function allowedList(text: string): string {
  const listed = [...siteExtensions(text)];
  const unsafe = listed.find((extension) => !ANNEX_EXTENSIONS.has(extension));
  if (unsafe !== undefined)
    throw badField('allowedExtensions', 'sysConfig.extensionUnsafe', { extension: unsafe });
  if (listed.length === 0) throw badField('allowedExtensions', 'validation.required');
  return listed.join(',');
}

export const systemConfigRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const tags = ['system-config'];

  app.get(
    '/',
    { config: access(), schema: { tags, summary: 'The system settings, unset ones as they are in force' } },
    async () => {
      const stored = await readSystemConfig(db);
      // Unset lockout and lifetime answer the operator's values, which are what is in force.
      const inForce: Partial<Record<SystemKey, string>> = {
        tokenTimeout: stored.tokenTimeout || String(config.tokenTtlMinutes),
        passwordErrorsNumber: stored.passwordErrorsNumber || String(config.loginMaxFailures),
        lockTime: stored.lockTime || String(config.loginLockMinutes),
      };
      const answer: Record<string, string | number> = { sysVersion: stored.sysVersion };
      for (const name of FIELD_NAMES) {
        const value = inForce[name] ?? stored[name];
        answer[name] = NUMERIC.has(name) ? Number(value) || 0 : value;
      }
      return ok(answer);
    },
  );

  app.put(
    '/',
    {
      config: access('btn_edit'),
      schema: { tags, summary: 'Saves the settings sent; the others stay as they are', body: Body },
    },
    async (request) => {
      const body = request.body as Partial<Record<Field, string | number>>;
      const sent = FIELD_NAMES.filter((name) => Object.hasOwn(body, name) && body[name] !== undefined);
      if (typeof body.allowedExtensions === 'string')
        body.allowedExtensions = allowedList(body.allowedExtensions);
      await writeSystemConfigs(
        db,
        sent.map((name) => [name, String(body[name]).trim()]),
      );
      return ok(undefined, t('sysConfig.saved'));
    },
  );
};

/**
 * /api/system/SynThirdInfo: how many organisations and users were synchronised with WeCom (1) or
 * DingTalk (2). JNPF's 系统配置 screen asks on opening; Formwork synchronises with neither, so
 * there is nothing to count.
 */
export const thirdPartySyncRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/getSynThirdTotal/:thirdType',
    {
      config: access(),
      schema: {
        tags: ['system-config'],
        summary: 'Synchronisation totals with WeCom (1) or DingTalk (2): none, there is no synchronisation',
        params: Type.Object({
          thirdType: Type.Integer({ enum: [1, 2], description: '1 WeCom, 2 DingTalk' }),
        }),
      },
    },
    async () => ok([]),
  );
};
