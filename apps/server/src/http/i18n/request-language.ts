import { AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageOf, withLanguage } from './language.js';

const scopes = new WeakMap<FastifyRequest, AsyncResource>();

/**
 * Every request is answered in the language its `Accept-Language` header asks for: the language
 * is set at the start of the request, for everything that runs on its behalf, so code that makes
 * a message needs no request to hand. Register first, before any hook that may answer a message.
 *
 * Validation, the pre-handler hooks and the handler run from the request stream's end event,
 * outside the context the request started in, so they are run again inside it.
 */
export function registerRequestLanguage(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    withLanguage(languageOf(request.headers['accept-language']), () => {
      const scope = new AsyncResource('request-language');
      scopes.set(request, scope);
      scope.runInAsyncScope(done);
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const scope = scopes.get(request);
    if (scope) scope.runInAsyncScope(done);
    else done();
  });
}
