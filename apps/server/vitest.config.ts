import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'server',
    environment: 'node',
    // Each test file starts its own database; PGlite start-up and argon2 make this slower than unit tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file builds its own app over its own database, so files need not reload the server's
    // modules: sharing them cuts the suite by a third.
    isolate: false,
    // Every test server logs everything; the run fails if that log holds a password or a token.
    globalSetup: ['./src/testing/log-audit.global.ts'],
  },
});
