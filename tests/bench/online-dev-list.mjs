// OnlineDev List over 100,000 records of one model: a filter (leave type equal, days range), a
// sort (days desc) and a 20-row page, on PGlite and, when it answers, PostgreSQL. Records are
// inserted with one INSERT ... SELECT generate_series: through PostgreSQL directly, and for
// PGlite by stopping the server and opening its data folder with the server's own PGlite host.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = new URL('../..', import.meta.url).pathname;
const ROWS = Number(process.env.BENCH_ONLINE_DEV_ROWS ?? 100_000);

const FILTERED = {
  currentPage: 1,
  pageSize: 20,
  sidx: 'days',
  sort: 'desc',
  queryJson: JSON.stringify({ leaveType: 'sick', days: [5, 15] }),
};
const QUERIES = {
  'filter leaveType + days range, sort days desc, 20 rows': FILTERED,
  'no filter, default order (startDate desc), 20 rows': { currentPage: 1, pageSize: 20 },
};

/** The SQL the server runs for the filtered page and its count (list-query.ts), for EXPLAIN. */
const explained = (modelId) => {
  const where = `model_id = '${modelId}' and (data -> 'leaveType') = '"sick"'::jsonb
    and ((data -> 'days') >= '5'::jsonb and (data -> 'days') <= '15'::jsonb)`;
  return {
    page: `select id, data, creator_time, last_modify_time from online_dev_record where ${where}
      order by (data -> 'days') desc, id desc limit 20 offset 0`,
    count: `select count(*) from online_dev_record where ${where}`,
  };
};

/** Each query's page statement as the server sends it: parameters bound, not spliced. */
const PAGE_STATEMENTS = {
  'filter leaveType + days range, sort days desc, 20 rows': {
    text: `select id, data, creator_time, last_modify_time from online_dev_record
      where model_id = $1 and (data -> 'leaveType') = $2::jsonb
        and ((data -> 'days') >= $3::jsonb and (data -> 'days') <= $4::jsonb)
      order by (data -> 'days') desc, id desc limit $5 offset $6`,
    values: (modelId) => [modelId, '"sick"', '5', '15', 20, 0],
  },
  'no filter, default order (startDate desc), 20 rows': {
    text: `select id, data, creator_time, last_modify_time from online_dev_record
      where model_id = $1 order by (data -> 'startDate') desc, id desc limit $2 offset $3`,
    values: (modelId) => [modelId, 20, 0],
  },
};

/**
 * What each page query costs on its own: the median of sequential runs through a database
 * connection, as the server's own connection would run it, both unnamed (parsed and planned each
 * time, as the server sends it) and prepared; the faster of the two is the yardstick.
 */
async function pageQueryTimes(client, modelId) {
  const times = {};
  for (const [name, { text, values }] of Object.entries(PAGE_STATEMENTS)) {
    const args = values(modelId);
    const unnamed = () => client.query(text, args);
    const prepared = () => client.query({ name: `page-${Object.keys(times).length}`, text, values: args });
    await medianOf(unnamed, 100);
    await medianOf(prepared, 100);
    times[name] = Math.min(await medianOf(unnamed, 300), await medianOf(prepared, 300));
  }
  return times;
}

/** The 100,000 benchmark rows of the seeded leave model ($1: model id, $2: how many). */
export const INSERT = `
  insert into online_dev_record (id, model_id, data, creator_user_id, creator_time)
  select 'bench-' || i, $1::text, jsonb_build_object(
      'applicant', (array['张三','李四','王五','赵六','孙七','周八','吴九','郑十'])[i % 8 + 1] || i,
      'leaveType', (array['personal','sick','annual'])[i % 3 + 1],
      'startDate', 1767225600000::bigint + (i % 730) * 86400000::bigint,
      'days', ((i * 7919) % 40 + 1) * 0.5,
      'dailyAllowance', 50,
      'allowance', ((i * 7919) % 40 + 1) * 25,
      'urgent', i % 2,
      'reason', '基准数据',
      'handover', '[]'::jsonb,
      'creator', '管理员',
      'createdAt', 1767225600000::bigint + i * 1000::bigint),
    'user-admin', timestamptz '2026-01-01 00:00:00+08' + i * interval '1 second'
  from generate_series(1, $2::int) as i`;

async function api(url, token, method, path, body) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (answer.code !== 200) throw new Error(`${method} ${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** Creates and releases the leave sample through the API, as the designer would. */
async function releaseLeaveModel(url, token) {
  const { leaveRequestForm, leaveRequestList } = await import(join(root, 'packages/schema/dist/index.js'));
  const { id } = await api(url, token, 'POST', '/api/visualdev/Base', {
    fullName: '请假基准',
    enCode: `leaveBench${randomBytes(3).toString('hex')}`,
    type: 1,
    webType: 2,
    formData: JSON.stringify(leaveRequestForm),
    columnData: JSON.stringify(leaveRequestList),
  });
  await api(url, token, 'POST', `/api/visualdev/Base/${id}/Actions/Release`, {
    pc: 1,
    pcModuleParentId: 'menu-onlineDev',
  });
  return id;
}

/** Inserts the rows, refreshes the planner's statistics, answers the plans of page and count. */
async function fill(client, modelId) {
  const started = performance.now();
  await client.query(INSERT, [modelId, ROWS]);
  // What autovacuum does on PostgreSQL after a bulk insert, and the server's own maintenance
  // (online-dev/analyze.ts) on PGlite after as many writes through the API.
  await client.query('vacuum (analyze) online_dev_record');
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const pageMs = await pageQueryTimes(client, modelId);
  const sql = explained(modelId);
  const plan = async (text) =>
    (await client.query(`explain (analyze, costs off, timing on) ${text}`)).rows.map(
      (row) => row['QUERY PLAN'],
    );
  return { seconds, pageMs, page: await plan(sql.page), count: await plan(sql.count) };
}

/** The median of `runs` sequential runs of `call`, in milliseconds. */
async function medianOf(call, runs = 20) {
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Milliseconds per request of a one-connection autocannon run. */
const meanTime = (result) => (result.duration * 1000) / result.requests.total;

async function measureQueries(url, token, modelId, connections, duration) {
  const figures = {};
  for (const [name, body] of Object.entries(QUERIES)) {
    const check = await api(url, token, 'POST', `/api/visualdev/OnlineDev/${modelId}/List`, body);
    const load = {
      url: `${url}/api/visualdev/OnlineDev/${modelId}/List`,
      method: 'POST',
      connections,
      headers: { authorization: token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    };
    // Two seconds first, not counted: the server's JIT and the database's own work after the
    // bulk insert (autovacuum) settle before the figures are taken, as on a server in use.
    await autocannon({ ...load, duration: 2 });
    // What one user waits for, with nobody else asking: one connection, one request after the
    // other, the mean time from one request to the next (autocannon's latency histogram counts
    // whole milliseconds, too coarse here); and the same for the liveness probe, which reads
    // nothing: what any call costs on this machine before the server does anything.
    const alone = meanTime(await autocannon({ ...load, connections: 1, duration: Math.min(duration, 5) }));
    const floor = meanTime(await autocannon({ url: `${url}/api/health`, connections: 1, duration: 2 }));
    const result = await autocannon({ ...load, duration });
    figures[name] = {
      total: check.pagination.total,
      rows: check.list.length,
      alone,
      floor,
      rps: result.requests.average,
      p50: result.latency.p50,
      p97_5: result.latency.p97_5,
      errors: result.errors + result.non2xx,
    };
  }
  return figures;
}

async function benchPglite({ startServer, signIn, connections, duration }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'formwork-bench-odl-'));
  try {
    let server = await startServer({ DATA_DIR: dataDir });
    let modelId;
    try {
      modelId = await releaseLeaveModel(server.url, await signIn(server.url));
    } finally {
      await server.stop();
    }
    // PGlite allows one process on its folder: the server is stopped while its own host inserts.
    const { startPgliteHost } = await import(join(root, 'apps/server/dist/db/pglite-host.js'));
    const host = await startPgliteHost(join(dataDir, 'pglite'), 1);
    const client = new pg.Client(host.connection);
    await client.connect();
    const filled = await fill(client, modelId).finally(() => client.end());
    await host.close();
    server = await startServer({ DATA_DIR: dataDir });
    try {
      const figures = await measureQueries(
        server.url,
        await signIn(server.url),
        modelId,
        connections,
        duration,
      );
      return { label: 'PGlite (worker thread)', filled, figures };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchPostgres({ startServer, signIn, connections, duration, postgresAdminUrl }) {
  const name = `formwork_bench_odl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  const server = await startServer({ DATABASE_URL: url.toString() });
  try {
    const token = await signIn(server.url);
    const modelId = await releaseLeaveModel(server.url, token);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const filled = await fill(client, modelId).finally(() => client.end());
    const figures = await measureQueries(server.url, token, modelId, connections, duration);
    return { label: 'PostgreSQL', filled, figures };
  } finally {
    await server.stop();
    const drop = new pg.Client({ connectionString: postgresAdminUrl });
    await drop.connect();
    await drop.query(`drop database ${name} with (force)`);
    await drop.end();
  }
}

/** The first plan lines that say which index served the page, and the execution times. */
const planSummary = (lines) =>
  lines
    .filter((line) => /Scan|Sort|Limit|Aggregate|Execution Time|Index Cond|Filter/.test(line))
    .slice(0, 8)
    .map((line) => `      ${line.trim()}`)
    .join('\n');

/**
 * Runs the OnlineDev List benchmark with run.mjs's helpers and prints its figures.
 * `postgresAdminUrl` is undefined when no PostgreSQL server answers.
 */
export async function benchOnlineDevList(options) {
  const runs = [await benchPglite(options)];
  if (options.postgresAdminUrl) runs.push(await benchPostgres(options));
  console.log(
    `\nOnlineDev List over ${ROWS.toLocaleString('en')} records of one model: ${options.connections} connections, ${options.duration} s per query\n`,
  );
  for (const name of Object.keys(QUERIES)) {
    console.log(name);
    for (const run of runs) {
      const f = run.figures[name];
      const page = run.filled.pageMs[name];
      console.log(
        `  ${run.label.padEnd(24)} ${f.rps.toFixed(0).padStart(6)} req/s   p50 ${f.p50} ms   p97.5 ${f.p97_5} ms   errors ${f.errors}   (total ${f.total}, ${f.rows} rows)`,
      );
      console.log(
        `  ${''.padEnd(24)} one request alone ${f.alone.toFixed(2)} ms = ${(f.alone / page).toFixed(1)}x the page query's own ${page.toFixed(2)} ms (target at most 2x); a bare call ${f.floor.toFixed(2)} ms`,
      );
    }
  }
  for (const run of runs) {
    console.log(`\n  ${run.label}: ${ROWS} rows inserted, vacuumed and analysed in ${run.filled.seconds} s`);
    console.log(`    page plan:\n${planSummary(run.filled.page)}`);
    console.log(`    count plan:\n${planSummary(run.filled.count)}`);
  }
  return runs;
}
