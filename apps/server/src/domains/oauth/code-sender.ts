import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, ConfigError } from '../../config.js';

/** A verification code on its way to a mobile number. */
export interface VerificationCode {
  mobile: string;
  code: string;
  expiresInSeconds: number;
}

/**
 * Delivers mobile verification codes. An SMS gateway is one more implementation registered in
 * `CODE_SENDERS` and chosen with CODE_SENDER; nothing else in sign-in changes.
 */
export interface CodeSender {
  send(message: VerificationCode): Promise<void>;
}

interface SenderContext {
  config: Pick<Config, 'dataDir' | 'codeOutboxFile'>;
  log: FastifyBaseLogger;
}

/**
 * The default: the code goes to the server log at info level, where the person running the server
 * reads it. With CODE_OUTBOX_FILE (end-to-end tests) it is also appended to that file in DATA_DIR
 * as one JSON line, so a test can read it the way a person reads the log.
 */
export function logCodeSender({ config, log }: SenderContext): CodeSender {
  const outbox = config.codeOutboxFile ? join(config.dataDir, config.codeOutboxFile) : undefined;
  return {
    async send({ mobile, code, expiresInSeconds }) {
      log.info(
        { mobile },
        `verification code for ${mobile}: ${code} (valid ${Math.round(expiresInSeconds / 60)} minutes)`,
      );
      if (outbox) await appendFile(outbox, `${JSON.stringify({ mobile, code, sentAt: Date.now() })}\n`);
    },
  };
}

export const CODE_SENDERS: Record<string, (context: SenderContext) => CodeSender> = {
  log: logCodeSender,
};

export function createCodeSender(
  context: SenderContext & { config: Pick<Config, 'codeSender'> },
): CodeSender {
  const factory = CODE_SENDERS[context.config.codeSender];
  if (!factory) {
    throw new ConfigError(
      `CODE_SENDER must be one of ${Object.keys(CODE_SENDERS).join(', ')}, got "${context.config.codeSender}"`,
    );
  }
  return factory(context);
}
