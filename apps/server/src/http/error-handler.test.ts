import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler.js';

describe('answers for faults that are not the caller’s', () => {
  const appThrowing = (error: Error) => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get('/fails', async () => {
      throw error;
    });
    return app;
  };

  it('tells the caller to try again when the database connection was closed by a restart', async () => {
    for (const error of [
      new Error('Connection terminated unexpectedly'),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
    ]) {
      const answer = await appThrowing(error).inject({ url: '/fails', headers: { 'accept-language': 'en' } });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ code: 500, msg: 'The database has just restarted, please try again' });
    }
  });

  it('answers any other fault as a server error, in the reader’s language', async () => {
    const answer = await appThrowing(new Error('boom')).inject({
      url: '/fails',
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ code: 500, msg: '服务器内部错误，请稍后重试' });
  });
});
