import { ResultCode } from '@formwork/schema';
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from './envelope.js';
import { languageOf, tIn } from './i18n/index.js';
import { describeValidationError } from './validation.js';

const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body: is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body: must not be empty',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body: is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'body: unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'body: content length does not match',
};

/**
 * Everything a user can send wrongly answers code 400 with a message naming the field;
 * only faults of the server itself answer 500, and those are logged.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.code(200).send({ code: error.code, msg: error.message });

    if (error.validation?.[0]) {
      const context = error.validationContext === 'body' ? '' : `${error.validationContext}.`;
      return reply.code(200).send({
        code: ResultCode.badRequest,
        msg: `${context}${describeValidationError(error.validation[0] as never)}`,
      });
    }

    // Text PostgreSQL cannot store (a NUL character) is the user's input, not a server fault.
    const databaseCode = (error as { code?: string }).code;
    if (databaseCode === '22021' || databaseCode === '22P05') {
      return reply
        .code(200)
        .send({ code: ResultCode.badRequest, msg: 'body: contains a character that cannot be stored' });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg = CLIENT_ERROR_MESSAGES[error.code] ?? error.message;
      return reply.code(200).send({ code: ResultCode.badRequest, msg });
    }

    request.log.error({ err: error }, 'unhandled error');
    // Read from the request itself: a failure may surface outside the context its request set.
    const msg = tIn(languageOf(request.headers['accept-language']), 'http.serverError');
    return reply.code(500).send({ code: ResultCode.serverError, msg });
  });
}
