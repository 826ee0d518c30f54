import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDatabase, signIn, startServer } from './bench-server.mjs';
import { benchChat } from './chat.mjs';
import { benchDesigner } from './designer.mjs';
import { benchFirstLoad } from './first-load.mjs';
import { benchFormRender } from './form-render.mjs';
import { benchHash } from './hash.mjs';
import { benchHostileInput } from './hostile-input.mjs';
import { benchOnlineDevList } from './online-dev-list.mjs';
import { benchSubTable } from './sub-table.mjs';
import { benchUpload } from './upload.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;

const answers = (port) =>
  new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

async function measure(url, path, token) {
  const result = await autocannon({
    url: `${url}${path}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: token },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const ROUTES = {
  // About 12 queries before menus, grants, profile and settings were kept between requests.
  'CurrentUser (menus, grants, profile: 1 query while none of them changes)': '/api/oauth/CurrentUser',
  'SystemLog page (count + page: 3 queries)':
    '/api/permission/Users/Current/SystemLog?currentPage=1&pageSize=20',
};

async function benchDatabase(label, env, cleanup = async () => {}) {
  const server = await startServer(env);
  try {
    const token = await signIn(server.url);
    const figures = {};
    for (const [name, path] of Object.entries(ROUTES)) figures[name] = await measure(server.url, path, token);
    return { label, figures };
  } finally {
    await server.stop();
    await cleanup();
  }
}

const runs = [];
const dataDir = await mkdtemp(join(tmpdir(), 'formwork-bench-'));
runs.push(
  await benchDatabase('PGlite (worker thread)', { DATA_DIR: dataDir }, () =>
    rm(dataDir, { recursive: true, force: true }),
  ),
);

if (await answers(5432)) {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const database = await createDatabase(adminUrl);
  runs.push(await benchDatabase('PostgreSQL', { DATABASE_URL: database.url }, database.drop));
}

console.log(`\nFormwork server benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per route\n`);
for (const name of Object.keys(ROUTES)) {
  console.log(name);
  for (const run of runs) {
    const f = run.figures[name];
    console.log(
      `  ${run.label.padEnd(24)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   errors ${f.errors}`,
    );
  }
  if (runs.length === 2) {
    console.log(
      `  ratio PGlite / PostgreSQL: ${(runs[0].figures[name].rps / runs[1].figures[name].rps).toFixed(2)}`,
    );
  }
}

// Hostile input: the answers and a concurrent health check under the inputs that once held the
// event loop for seconds (hostile-input.mjs prints its own figures against the 100 ms target).
await benchHostileInput();

// OnlineDev List over 100,000 records of one model (online-dev-list.mjs prints its own figures).
await benchOnlineDevList({
  startServer,
  signIn,
  connections: CONNECTIONS,
  duration: DURATION_S,
  postgresAdminUrl: (await answers(5432))
    ? (process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test')
    : undefined,
});

// First load: gzipped JavaScript per step of a visit, and the sign-in form's time on a slow line.
if (existsSync('/usr/bin/chromium')) await benchFirstLoad();
else console.log('\nFirst-load bench skipped: /usr/bin/chromium is not installed');

// FormRenderer: a 300-field form rendered in chromium (form-render.mjs prints its own figures).
if (existsSync('/usr/bin/chromium')) await benchFormRender();
else console.log('\nFormRenderer bench skipped: /usr/bin/chromium is not installed');

// Sub-table: 1,000 rows x 10 columns beside @formily/antd-v5's ArrayTable (sub-table.mjs prints its own figures).
if (existsSync('/usr/bin/chromium')) await benchSubTable();
else console.log('\nSub-table bench skipped: /usr/bin/chromium is not installed');

// Designer: opening 300- and 1,000-field forms beside FormRenderer, then select, edit, undo, drop.
if (existsSync('/usr/bin/chromium')) await benchDesigner();
else console.log('\nDesigner bench skipped: /usr/bin/chromium is not installed');

// Files: the upload widget's md5 in chromium, and a 1 GiB chunked upload against dd, then a crash.
if (existsSync('/usr/bin/chromium')) await benchHash();
else console.log('\nHashing bench skipped: /usr/bin/chromium is not installed');
await benchUpload();

// Chat: 1,000 sockets over two server processes sharing PostgreSQL and Redis (chat.mjs prints its own figures).
if ((await answers(5432)) && (await answers(6379))) await benchChat();
else console.log('\nChat bench skipped: it needs PostgreSQL on 5432 and Redis on 6379');
