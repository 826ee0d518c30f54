import { defineProject } from 'vitest/config';

// The console's own logic (wording, transports). It imports the runtime and the widgets, whose
// antd builds load only under a DOM's conditions, hence jsdom; the console's screens themselves
// are proven end to end by the Playwright tests in tests/e2e.
export default defineProject({
  resolve: { conditions: ['source'] },
  test: {
    name: 'console',
    environment: 'jsdom',
  },
});
