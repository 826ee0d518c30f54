// Chat benchmark: two built server processes on one PostgreSQL database and one Redis, 1,000
// sockets spread over both, each sending 10 messages a second to a user on the other instance.
// Counts messages lost and duplicated (and checks the database stored each exactly once), prints
// delivery latency (send to receiveMessage at the reader, both timed in this process), messages
// per second, the servers' CPU, and the memory an idle socket costs a server: the growth of its
// JavaScript heap and buffers after a full garbage collection (RSS is printed beside it, but it
// moves with when the collector last ran and with what the allocator keeps, by tens of KiB a socket).
// Exits non-zero only when a message is lost or duplicated, never for speed.
// Run: node tests/bench/chat.mjs after building the server (npx pnpm --filter @formwork/server run
// build). CHAT_BENCH_SECONDS (default 60), CHAT_BENCH_SOCKETS (1000), CHAT_BENCH_RATE (10 a second),
// CHAT_BENCH_WARMUP (10): seconds of the same load sent first, while the servers' code is compiled
// and their pools fill. Messages of the warm-up count for loss and duplicates; latency and CPU are
// measured over the SECONDS that follow (the warm-up's own latency is printed apart).
// PostgreSQL: TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test (a database of its own
// is made and dropped); Redis: TEST_REDIS_URL or redis://127.0.0.1:6379.
import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { createDatabase, startServer } from './bench-server.mjs';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { WebSocket } = require('ws');

const SECONDS = Number(process.env.CHAT_BENCH_SECONDS ?? 60);
const WARMUP = Number(process.env.CHAT_BENCH_WARMUP ?? 10);
const SOCKETS = Number(process.env.CHAT_BENCH_SOCKETS ?? 1000);
const RATE = Number(process.env.CHAT_BENCH_RATE ?? 10);
const DRAIN_MS = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssBytes = (pid) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) * 1024;
/** User plus system CPU seconds a process has used (clock ticks of 1/100 s). */
const cpuSeconds = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
/** CPU seconds used so far by each running process of this command name (postgres, redis-server), by pid. */
const cpuByCommand = (name) => {
  const used = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== name) continue;
      used.set(entry, cpuSeconds(entry));
    } catch {
      // The process ended while being read.
    }
  }
  return used;
};
/** CPU seconds the processes of `after` used since `before` (a process new since then from 0). */
const cpuSince = (before, after) => {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
};
/**
 * The server's heap and buffers in use after a full garbage collection, read over its inspector:
 * without the collection the figure depends on when garbage was last collected.
 */
async function liveBytesAfterGc(inspectorUrl) {
  const ws = new WebSocket(inspectorUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let nextId = 0;
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      const onMessage = (data) => {
        const reply = JSON.parse(String(data));
        if (reply.id !== id) return;
        ws.off('message', onMessage);
        if (reply.error) reject(new Error(reply.error.message));
        else resolve(reply.result);
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    await send('HeapProfiler.collectGarbage');
    await send('HeapProfiler.collectGarbage');
    const { result } = await send('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    });
    const usage = JSON.parse(result.value);
    // arrayBuffers is part of external; the socket's native state (its TCP handle) is in neither.
    return usage.heapUsed + usage.external;
  } finally {
    ws.close();
  }
}
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** Users chat0..chatN-1 with a live session each, written straight to the database. */
async function makeUsers(databaseUrl, count) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const tokens = [];
  try {
    for (let start = 0; start < count; start += 500) {
      const users = [];
      const sessions = [];
      for (let i = start; i < Math.min(count, start + 500); i++) {
        const token = randomBytes(32).toString('base64url');
        tokens.push(`bearer ${token}`);
        users.push(`('bench-chat-${i}', 'chat${i}', '测试${i}', 'x', 'org-company', ${10 + i})`);
        const hash = createHash('sha256').update(token).digest('hex');
        sessions.push(`('bench-session-${i}', 'bench-chat-${i}', '${hash}', now() + interval '1 day')`);
      }
      await client.query(
        `insert into users (id, account, real_name, password_hash, organize_id, sort_code) values ${users.join(',')}`,
      );
      await client.query(
        `insert into user_session (id, user_id, token_hash, expires_at) values ${sessions.join(',')}`,
      );
    }
  } finally {
    await client.end();
  }
  return tokens;
}

async function countStored(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select count(*)::int as total, count(distinct content)::int as distinct_content from im_content`,
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

function openSocket(base, token, onFrame) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base}/api/message/websocket/${encodeURIComponent(token)}`, {
      perMessageDeflate: false,
      // The servers' frames are trusted here; checking each one's UTF-8 would be this client's cost.
      skipUTF8Validation: true,
    });
    ws.once('error', reject);
    ws.on('message', (data) => onFrame(ws, data));
    ws.once('open', () => {
      ws.send(JSON.stringify({ method: 'OnConnection', token, mobileDevice: false }));
      resolve(ws);
    });
  });
}

export async function benchChat() {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
  const database = await createDatabase(adminUrl, 'formwork_chat_bench');
  const servers = [];
  const sockets = [];
  let failed = false;
  try {
    // CHAT_BENCH_NODE_ARGS: arguments for the servers' node, e.g. "--cpu-prof --cpu-prof-dir=DIR"
    // to see where their time goes.
    const nodeArgs = (process.env.CHAT_BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
    // Every bench socket comes from this one machine, each at a rate no person types: the
    // limits meant for people are raised so the bench measures throughput, not the limits.
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      CHAT_SOCKETS_PER_IP: '0',
      CHAT_FRAMES_PER_SECOND: String(RATE * 2),
      CHAT_FRAME_BURST: String(Math.max(60, RATE * 10)),
    };
    servers.push(await startServer(env, nodeArgs, { inspect: true }));
    servers.push(await startServer(env, nodeArgs, { inspect: true }));
    const liveBytes = () => Promise.all(servers.map((server) => liveBytesAfterGc(server.inspectorUrl)));
    const bases = servers.map((server) => server.url.replace('http://', 'ws://'));
    const tokens = await makeUsers(database.url, SOCKETS);
    // A few sockets opened and closed first, so that what the first socket of all costs (code
    // compiled, pools filled) is not counted against the idle sockets measured below.
    const warmUp = await Promise.all(
      tokens.slice(0, 20).map((token, i) => openSocket(bases[i % 2], token, () => {})),
    );
    await sleep(1000);
    for (const ws of warmUp) ws.close();
    await sleep(3000);
    const liveBefore = await liveBytes();
    const rssBefore = servers.map((server) => rssBytes(server.pid));

    // Each sender's sequence numbers seen at its partner: a second sighting is a duplicate.
    const perSender = Math.ceil((WARMUP + SECONDS) * RATE) + RATE * 5;
    const seen = new Uint8Array(SOCKETS * perSender);
    const latencies = [];
    const warmUpLatencies = [];
    /** Latencies of each 10 seconds measured, by the time the message was sent. */
    const windows = [];
    let measureStart = Number.POSITIVE_INFINITY;
    let received = 0;
    let lastDelivery = 0;
    let duplicates = 0;
    let echoes = 0;
    let errors = 0;
    let closed = 0;
    let initialised = 0;
    // The client shares the machine with the servers, so it reads as little as it can: the
    // method is told by its first letter's byte (echoes are only counted), and a delivery's
    // sender, number and time are read off the end of its bytes, where formMessage is.
    const sendPrefix = Buffer.from('{"method":"sendMessage"');
    const receivePrefix = Buffer.from('{"method":"receiveMessage"');
    const formMessage = Buffer.from('"formMessage":"');
    const delivered = /^(\d+):(\d+):([\d.]+)"/;
    const startsWith = (data, prefix) =>
      data.length > prefix.length && data.compare(prefix, 0, prefix.length, 0, prefix.length) === 0;
    const onFrame = (_ws, data) => {
      if (startsWith(data, sendPrefix)) {
        echoes++;
        return;
      }
      if (startsWith(data, receivePrefix)) {
        const at = data.lastIndexOf(formMessage);
        const match = delivered.exec(data.toString('latin1', at + formMessage.length));
        const slot = Number(match[1]) * perSender + Number(match[2]);
        if (seen[slot]) duplicates++;
        else {
          seen[slot] = 1;
          received++;
          lastDelivery = performance.now();
          const sentAt = Number(match[3]);
          const latency = lastDelivery - sentAt;
          if (sentAt < measureStart) warmUpLatencies.push(latency);
          else {
            latencies.push(latency);
            const window = Math.floor((sentAt - measureStart) / 10_000);
            if (!windows[window]) windows[window] = [];
            windows[window].push(latency);
          }
        }
        return;
      }
      const frame = JSON.parse(data.toString());
      if (frame.method === 'initMessage') initialised++;
      else if (frame.method === 'error') errors++;
    };

    const connectStart = performance.now();
    for (let start = 0; start < SOCKETS; start += 50) {
      const batch = [];
      for (let i = start; i < Math.min(SOCKETS, start + 50); i++)
        batch.push(
          openSocket(bases[i % 2], tokens[i], onFrame).then((ws) => {
            ws.on('close', () => closed++);
            sockets[i] = ws;
          }),
        );
      await Promise.all(batch);
    }
    while (initialised < SOCKETS) await sleep(50);
    const connectMs = performance.now() - connectStart;
    await sleep(3000);
    const liveIdle = await liveBytes();
    const rssIdle = servers.map((server) => rssBytes(server.pid));
    const perSocket = (liveIdle[0] + liveIdle[1] - liveBefore[0] - liveBefore[1]) / SOCKETS;
    const rssPerSocket = (rssIdle[0] + rssIdle[1] - rssBefore[0] - rssBefore[1]) / SOCKETS;

    let sent = 0;
    const seq = new Uint32Array(SOCKETS);
    // Each socket sends at its own phase within the interval, so the servers see a steady
    // stream rather than 1,000 messages at once. One timer drives them all: on each tick every
    // socket sends what it is due by now, so a tick that comes late catches up and the offered
    // load stays what was asked for as long as this process gets the CPU to send it.
    const phases = Float64Array.from({ length: SOCKETS }, () => Math.random() * (1000 / RATE));
    const prefixes = Array.from(
      { length: SOCKETS },
      (_, i) =>
        `{"method":"SendMessage","token":"${tokens[i]}","toUserId":"bench-chat-${i ^ 1}","messageType":"text","messageContent":"${i}:`,
    );
    const runStart = performance.now();
    const sendDue = () => {
      const elapsed = Math.min(performance.now() - runStart, (WARMUP + SECONDS) * 1000);
      for (let i = 0; i < SOCKETS; i++) {
        const due = Math.min(perSender, Math.floor(((elapsed - phases[i]) * RATE) / 1000) + 1);
        const ws = sockets[i];
        while (seq[i] < due && ws.readyState === WebSocket.OPEN) {
          ws.send(`${prefixes[i]}${seq[i]++}:${performance.now().toFixed(2)}"}`);
          sent++;
        }
      }
    };
    const ticker = setInterval(sendDue, 5);
    await sleep(WARMUP * 1000);
    const sentInWarmUp = sent;
    measureStart = performance.now();
    const cpuBefore = servers.map((server) => cpuSeconds(server.pid));
    const clientCpuBefore = process.cpuUsage();
    const databaseCpuBefore = cpuByCommand('postgres');
    const redisCpuBefore = cpuByCommand('redis-server');
    await sleep(SECONDS * 1000);
    clearInterval(ticker);
    sendDue();
    const sendMs = performance.now() - runStart;
    const drainStart = performance.now();
    while (received < sent && performance.now() - drainStart < DRAIN_MS) await sleep(100);
    const runMs = performance.now() - measureStart;
    const cpuAfter = servers.map((server) => cpuSeconds(server.pid));
    const clientCpu = process.cpuUsage(clientCpuBefore);
    const databaseCpu = cpuSince(databaseCpuBefore, cpuByCommand('postgres'));
    const redisCpu = cpuSince(redisCpuBefore, cpuByCommand('redis-server'));
    const rssLoaded = servers.map((server) => rssBytes(server.pid));
    await sleep(500);
    const stored = await countStored(database.url);

    latencies.sort((a, b) => a - b);
    warmUpLatencies.sort((a, b) => a - b);
    for (const window of windows) window?.sort((a, b) => a - b);
    const lost = sent - received;
    const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
    console.log(
      `\nChat: ${SOCKETS} sockets over 2 server processes (PostgreSQL + Redis), each sending ${RATE}/s for ${WARMUP} s of warm-up and ${SECONDS} s measured, to a user on the other instance`,
    );
    console.log(`  connected and initialised in ${(connectMs / 1000).toFixed(1)} s`);
    console.log(
      `  sent ${sent}, delivered ${received} (unique), lost ${lost}, duplicated ${duplicates}, echoes ${echoes}, error frames ${errors}, sockets closed ${closed}`,
    );
    console.log(`  stored in im_content: ${stored.total} rows, ${stored.distinct_content} distinct`);
    console.log(
      `  offered ${(sent / (sendMs / 1000)).toFixed(0)} messages/s (target ${SOCKETS * RATE}/s); delivered ${(received / ((lastDelivery - runStart) / 1000)).toFixed(0)} messages/s (first send to last delivery); last delivery ${((lastDelivery - runStart) / 1000 - sendMs / 1000).toFixed(1)} s after the last send`,
    );
    console.log(
      `  delivery latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p90 ${percentile(latencies, 90).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms (the ${SECONDS} s measured)`,
    );
    console.log(
      `  p99 of each 10 s: ${windows.map((window) => percentile(window ?? [], 99).toFixed(0)).join(', ')} ms; warm-up (${sentInWarmUp} messages) p50 ${percentile(warmUpLatencies, 50).toFixed(1)} ms, p99 ${percentile(warmUpLatencies, 99).toFixed(1)} ms`,
    );
    console.log(
      `  server CPU ${servers.map((_, n) => `${(((cpuAfter[n] - cpuBefore[n]) / runMs) * 100000).toFixed(0)}%`).join(' + ')} of one core; this client ${(((clientCpu.user + clientCpu.system) / 1000 / runMs) * 100).toFixed(0)}%; PostgreSQL ${((databaseCpu / runMs) * 100000).toFixed(0)}%; Redis ${((redisCpu / runMs) * 100000).toFixed(0)}% (all processes of the machine's PostgreSQL and Redis)`,
    );
    console.log(
      `  memory per idle socket: ${(perSocket / 1024).toFixed(1)} KiB of heap and buffers after a full collection (${liveBefore.map(mib).join(' + ')} before sockets, ${liveIdle.map(mib).join(' + ')} with ${SOCKETS} idle sockets); RSS ${(rssPerSocket / 1024).toFixed(1)} KiB a socket (${rssBefore.map(mib).join(' + ')} before, ${rssIdle.map(mib).join(' + ')} idle, ${rssLoaded.map(mib).join(' + ')} after the run)`,
    );
    if (lost !== 0 || duplicates !== 0 || stored.total !== sent || stored.distinct_content !== sent)
      failed = true;
  } finally {
    for (const ws of sockets) ws?.terminate();
    for (const server of servers) await server.stop();
    await database.drop();
  }
  if (failed) throw new Error('chat messages were lost or duplicated');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchChat().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
