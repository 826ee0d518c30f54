import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { createServer } from './server.js';

const here = dirname(fileURLToPath(import.meta.url));
const config = readConfig();
// The built console sits beside the server in the repository unless CONSOLE_DIR says otherwise.
config.consoleDir ??= join(here, '..', '..', 'console', 'dist');

try {
  const server = await createServer(config);
  const shutdown = async (signal: string) => {
    server.app.log.info(`${signal}: closing the server and the database`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
  await server.app.listen({ port: config.port, host: config.host });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  server.app.log.info(`Formwork is ready at http://localhost:${config.port} with ${where}`);
} catch (error) {
  if (error instanceof DataDirInUseError) {
    console.error(`[formwork] ${error.message}`);
  } else {
    console.error('[formwork] could not start:', error);
  }
  process.exit(1);
}
