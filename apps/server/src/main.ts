import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { stopOnSignals } from './ops/shutdown.js';
import { createServer } from './server.js';

const here = dirname(fileURLToPath(import.meta.url));

try {
  const config = readConfig();
  // The built console sits beside the server in the repository unless CONSOLE_DIR says otherwise.
  config.consoleDir ??= join(here, '..', '..', 'console', 'dist');
  const server = await createServer(config);
  stopOnSignals(server, config.shutdownGraceSeconds * 1000);
  await server.app.listen({ port: config.port, host: config.host });
  const address = server.app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  // Printed whatever the log level: it is how a person (and the start-up test) knows the server is up.
  console.log(`[formwork] ready at http://localhost:${port} with ${where}`);
} catch (error) {
  const known =
    error instanceof DataDirInUseError ||
    (error instanceof Error && ['ConfigError', 'FirstStartInterruptedError'].includes(error.name));
  if (known) console.error(`[formwork] ${(error as Error).message}`);
  else console.error('[formwork] could not start:', error);
  process.exit(1);
}
