import { ResultCode } from '@formwork/schema';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './envelope.js';
import { fieldLabel, languageOf, type MessageKey, tIn } from './i18n/index.js';
import { JSON_TOO_DEEP, MAX_JSON_DEPTH } from './json-depth.js';
import { describeValidationError, fieldOf, problemOf } from './validation.js';

/** What is wrong with a body Fastify could not read, by its error code. */
const BODY_PROBLEMS = new Map<string, MessageKey>([
  ['FST_ERR_CTP_INVALID_JSON_BODY', 'validation.notJson'],
  ['FST_ERR_CTP_EMPTY_JSON_BODY', 'validation.empty'],
  ['FST_ERR_CTP_BODY_TOO_LARGE', 'validation.tooLarge'],
  ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'validation.mediaType'],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', 'validation.contentLength'],
  ['FST_INVALID_MULTIPART_CONTENT_TYPE', 'validation.mediaType'],
  ['FST_PARTS_LIMIT', 'validation.tooManyParts'],
  ['FST_FILES_LIMIT', 'validation.tooManyParts'],
  ['FST_FIELDS_LIMIT', 'validation.tooManyParts'],
  ['FST_REQ_FILE_TOO_LARGE', 'validation.tooLarge'],
  ['FST_PROTO_VIOLATION', 'validation.reservedName'],
  [JSON_TOO_DEEP, 'validation.tooDeep'],
]);

/**
 * Everything a user can send wrongly answers code 400 with a message naming the field;
 * only faults of the server itself answer 500, and those are logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const { code, message: msg, field } = error;
      return reply.code(200).send(field === undefined ? { code, msg } : { code, msg, field });
    }
    // Read from the request itself: a failure may surface outside the context its request set.
    const language = languageOf(request.headers['accept-language']);

    const [invalid] = error.validation ?? [];
    if (invalid) {
      const context = error.validationContext === 'body' ? '' : `${error.validationContext}.`;
      const field = fieldOf(invalid as never);
      // A body field with a label is named by it, in the reader's language, its code beside.
      const label = context ? undefined : fieldLabel(field, language);
      if (label !== undefined) {
        const msg = `${label}: ${problemOf(invalid as never, language)}`;
        return reply.code(200).send({ code: ResultCode.badRequest, msg, field });
      }
      return reply.code(200).send({
        code: ResultCode.badRequest,
        msg: `${context}${describeValidationError(invalid as never, language)}`,
      });
    }

    // Text PostgreSQL cannot store (a NUL character) is the user's input, not a server fault.
    const databaseCode = (error as { code?: string }).code;
    if (databaseCode === '22021' || databaseCode === '22P05') {
      return reply
        .code(200)
        .send({ code: ResultCode.badRequest, msg: `body: ${tIn(language, 'validation.unstorable')}` });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const problem = BODY_PROBLEMS.get(error.code);
      // Any other refusal of the request itself is worded in the reader's language too; Fastify's
      // own English text goes to the log, where it helps whoever reads it.
      if (!problem) request.log.info({ err: error }, 'request refused before its route ran');
      const msg = `body: ${tIn(language, problem ?? 'validation.unreadable', { max: MAX_JSON_DEPTH })}`;
      return reply.code(200).send({ code: ResultCode.badRequest, msg });
    }

    // The embedded database restarts to stop a statement that ran past its limit; a request that
    // was waiting for it then loses its connection. Nothing of it ran (PGlite runs one session at
    // a time), so trying again is safe, and the answer says so.
    const connectionClosed =
      databaseCode === 'ECONNRESET' ||
      databaseCode === 'EPIPE' ||
      /^Connection terminated/.test(error.message);
    if (connectionClosed) {
      request.log.warn({ err: error }, 'database connection closed by a restart');
      return reply
        .code(503)
        .send({ code: ResultCode.serverError, msg: tIn(language, 'http.databaseRestarted') });
    }

    request.log.error({ err: error }, 'unhandled error');
    const msg = tIn(language, 'http.serverError');
    return reply.code(500).send({ code: ResultCode.serverError, msg });
  });
}
