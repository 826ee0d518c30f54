import { createReadStream, statSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

// Serves the JNPF client's build the way its production deployment does: the files from one
// origin, with /api and /websocket passed to the API server behind it.

const TYPES = new Map([
  ['.html', 'text/html; charset=utf-8'],
  ['.js', 'application/javascript; charset=utf-8'],
  ['.css', 'text/css; charset=utf-8'],
  ['.json', 'application/json; charset=utf-8'],
  ['.svg', 'image/svg+xml'],
  ['.png', 'image/png'],
  ['.jpg', 'image/jpeg'],
  ['.gif', 'image/gif'],
  ['.ico', 'image/x-icon'],
  ['.woff', 'font/woff'],
  ['.woff2', 'font/woff2'],
  ['.ttf', 'font/ttf'],
  ['.eot', 'application/vnd.ms-fontobject'],
]);

const proxied = (url) => url.startsWith('/api/') || url === '/api' || url.startsWith('/websocket');

/** A file below root for a request path, or undefined when there is none (or it climbs out). */
function fileFor(root, url) {
  const path = decodeURIComponent(url.split('?')[0] ?? '/');
  const full = normalize(join(root, path));
  if (full !== root && !full.startsWith(root + sep)) return undefined;
  const stat = statSync(full, { throwIfNoEntry: false });
  return stat?.isFile() ? full : undefined;
}

/** Starts the server; answers a function that stops it. */
export async function serveClient({ dist, port, apiPort }) {
  const root = normalize(dist);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (proxied(url)) {
      const upstream = httpRequest(
        { host: '127.0.0.1', port: apiPort, path: url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
      return;
    }
    // History-mode routing: a page path that is not a file gets index.html.
    const file = fileFor(root, url) ?? join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES.get(extname(file)) ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  // WebSocket upgrades are passed through byte for byte after replaying the request head.
  server.on('upgrade', (req, socket, head) => {
    if (!proxied(req.url ?? '')) return socket.destroy();
    const upstream = connect(apiPort, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return () => new Promise((resolve) => server.close(() => resolve()));
}
