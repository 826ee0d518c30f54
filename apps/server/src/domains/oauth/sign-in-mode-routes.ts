import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sessionOf } from '../../http/auth.js';
import { clientInfo } from '../../http/client-info.js';
import { ok } from '../../http/envelope.js';
import { t } from '../../http/i18n/index.js';
import { createCodeSender } from './code-sender.js';
import { confirmQrTicket, issueQrTicket, pollQrTicket, scanQrTicket } from './qr-login.js';
import { issueSmsCode, SMS_CODE_TTL_MS, SMS_MAX_PER_HOUR, SMS_RESEND_MS } from './sms-code.js';

const TicketParams = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 64 }) });

/** Mobile verification codes and app QR scan: the two sign-in modes beside the password. */
export const signInModeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, config } = app;
  const tags = ['oauth'];
  const sender = createCodeSender({ config, log: app.log });

  app.post(
    '/SmsCode',
    {
      config: { public: 'sends the code a visitor signs in with; limited per number and per minute' },
      schema: {
        tags,
        summary: 'Send a mobile verification code for sign-in',
        description:
          `Sends a ${SMS_CODE_TTL_MS / 60_000}-minute, 6-digit code through the configured CodeSender ` +
          '(CODE_SENDER, default `log`: the server log at info level). Sign in with it through Login ' +
          `with origin=sms, account=<mobile>, code=<code>. At most one code per number every ` +
          `${SMS_RESEND_MS / 1000} s and ${SMS_MAX_PER_HOUR} an hour. Numbers without an account get the ` +
          'same answer, but nothing is sent.',
        body: Type.Object({ mobile: Type.String({ maxLength: 20 }) }, { additionalProperties: false }),
      },
    },
    async (request) => {
      const answer = await issueSmsCode(db, request.body.mobile.trim(), sender, (error) =>
        request.log.error({ err: error }, 'sending a verification code failed'),
      );
      return ok(answer, t('oauth.smsSent'));
    },
  );

  app.post(
    '/QrCode',
    {
      config: { public: 'issues the ticket the sign-in page shows as a QR code' },
      schema: {
        tags,
        summary: 'Issue a QR sign-in ticket (valid 120 s)',
        description:
          'The login page shows the ticket as a QR code and polls GET QrCode/{ticket}; a signed-in app ' +
          'calls Scan and then Confirm on it.',
      },
    },
    async () => ok(await issueQrTicket(db)),
  );

  app.get(
    '/QrCode/:ticket',
    {
      config: { public: 'the sign-in page polls its ticket; the random ticket is the secret' },
      schema: {
        tags,
        summary: 'Poll a QR sign-in ticket',
        description:
          'status: waiting | scanned | confirmed | expired. The first poll after Confirm also carries ' +
          '{token, theme}, a new session for the user who confirmed; later polls read expired.',
        params: TicketParams,
      },
    },
    async (request) => ok(await pollQrTicket(db, request.params.ticket, clientInfo(request), config)),
  );

  app.post(
    '/QrCode/:ticket/Scan',
    {
      schema: {
        tags,
        summary: 'The signed-in app scanned a QR sign-in ticket',
        params: TicketParams,
      },
    },
    async (request) => {
      await scanQrTicket(db, request.params.ticket, sessionOf(request).userId);
      return ok(undefined, t('oauth.qrScanned'));
    },
  );

  app.post(
    '/QrCode/:ticket/Confirm',
    {
      schema: {
        tags,
        summary: 'The person who scanned confirms the QR sign-in',
        params: TicketParams,
      },
    },
    async (request) => {
      await confirmQrTicket(db, request.params.ticket, sessionOf(request).userId);
      return ok(undefined, t('oauth.qrConfirmed'));
    },
  );
};
