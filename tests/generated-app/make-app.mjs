// Builds a scratch app outside the repository that holds a generated module, and installs into it
// the packages generated code imports (@formwork/schema, @formwork/widgets, @formwork/runtime) from
// the tarballs `pnpm pack` makes of them: only what a package publishes (its package.json
// "files", with workspace versions replaced) reaches the app. Their third-party dependencies are
// linked from the repository's install instead of downloaded, as an offline registry would serve
// them, so the check needs no network; every @formwork file the app sees comes from a tarball.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pnpm = join(root, 'node_modules', '.bin', 'pnpm');

/** The packages generated code needs, in the order their builds depend on each other. */
export const PACKED = ['schema', 'widgets', 'runtime'];

/** What the app itself installs beside them: its framework, its UI kit and its tools. */
const APP_TOOLS = [
  'react',
  'react-dom',
  'antd',
  'dayjs',
  'typescript',
  'vite',
  '@vitejs/plugin-react',
  '@types/react',
  '@types/react-dom',
];

const OPTIONS = {
  area: 'hr',
  className: 'Leave',
  description: '请假',
  routePath: '/hr/leave',
  fileNames: { list: 'LeaveListPage', form: 'LeaveForm', detail: 'LeaveDetail' },
  onlyGenerated: false,
};

function packageFolder(name) {
  return join(root, 'packages', name);
}

/** Where the repository's install put `dependency` for the package in `from` (pnpm links each package's own). */
function installedFolder(dependency, from) {
  for (const base of [join(from, 'node_modules'), join(root, 'node_modules')]) {
    const folder = join(base, dependency);
    if (existsSync(join(folder, 'package.json'))) return folder;
  }
  const resolved = createRequire(join(from, 'package.json')).resolve(`${dependency}/package.json`);
  return dirname(resolved);
}

function link(app, dependency, target) {
  const path = join(app, 'node_modules', dependency);
  if (existsSync(path)) return;
  mkdirSync(dirname(path), { recursive: true });
  symlinkSync(target, path, 'dir');
}

const APP_FILES = {
  'package.json': JSON.stringify({ name: 'leave-app', private: true, type: 'module' }, null, 2),
  'tsconfig.json': JSON.stringify(
    {
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        isolatedModules: true,
        skipLibCheck: true,
        types: [],
        noEmit: true,
      },
      include: ['src'],
    },
    null,
    2,
  ),
  'index.html':
    '<!doctype html><html><head><meta charset="utf-8"><title>Leave</title></head><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
  // No `source` condition: the packages resolve by their exports map, and the guard fails the
  // build if any @formwork import lands anywhere but a built file of an installed package.
  'vite.config.mjs': `import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

function builtPackagesOnly() {
  return {
    name: 'built-packages-only',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('@formwork/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!/\\/node_modules\\/@formwork\\/[a-z]+\\/dist\\//.test(resolved?.id ?? '')) {
        throw new Error(\`\${source} resolved to \${resolved?.id ?? 'nothing'}, not an installed package's dist\`);
      }
      return resolved;
    },
  };
}

export default defineConfig({ plugins: [react(), builtPackagesOnly()], logLevel: 'warn' });
`,
  'src/main.tsx': `import { RuntimeProvider, TransportError, type Transport } from '@formwork/runtime';
import { createRoot } from 'react-dom/client';
import { leaveRoutes } from './hr/Leave/routes';

/** The app's own way to the server: the envelope's data when its code is 200. */
const transport: Transport = async (request) => {
  const query = new URLSearchParams(Object.entries(request.params ?? {}).map(([k, v]) => [k, String(v)]));
  const response = await fetch(\`\${request.url}\${query.size ? \`?\${query}\` : ''}\`, {
    method: request.method,
    headers: { 'content-type': 'application/json' },
    body: request.data === undefined ? null : JSON.stringify(request.data),
    ...(request.signal && { signal: request.signal }),
  });
  const envelope = (await response.json()) as { code: number; msg: string; data: unknown };
  if (envelope.code !== 200) throw new TransportError(envelope.code, envelope.msg, envelope.data);
  return envelope.data as never;
};

const [route] = leaveRoutes;
const Page = route?.Component;
const element = document.getElementById('root');
if (element && Page)
  createRoot(element).render(
    <RuntimeProvider value={{ transport, permissionList: [] }}>
      <Page />
    </RuntimeProvider>,
  );
`,
};

/** Makes the app in a new folder of the system's temporary directory and answers its path. */
export async function makeApp() {
  for (const name of PACKED) {
    if (!existsSync(join(packageFolder(name), 'dist', 'index.js')))
      throw new Error(`packages/${name}/dist is missing: run \`npm run build\` first`);
  }
  const scratch = mkdtempSync(join(tmpdir(), 'formwork-generated-app-'));
  const tarballs = join(scratch, 'tarballs');
  const app = join(scratch, 'app');
  mkdirSync(tarballs, { recursive: true });
  mkdirSync(join(app, 'node_modules', '@formwork'), { recursive: true });

  for (const name of PACKED) {
    execFileSync(pnpm, ['pack', '--pack-destination', tarballs], {
      cwd: packageFolder(name),
      stdio: 'ignore',
    });
  }
  for (const tarball of readdirSync(tarballs)) {
    const name = /^formwork-([a-z]+)-/.exec(tarball)?.[1];
    if (!name) continue;
    const target = join(app, 'node_modules', '@formwork', name);
    mkdirSync(target, { recursive: true });
    execFileSync('tar', ['-xzf', join(tarballs, tarball), '-C', target, '--strip-components=1']);
  }
  for (const name of PACKED) {
    const manifest = JSON.parse(
      readFileSync(join(app, 'node_modules', '@formwork', name, 'package.json'), 'utf8'),
    );
    const wanted = { ...manifest.dependencies, ...manifest.peerDependencies };
    for (const dependency of Object.keys(wanted)) {
      if (dependency.startsWith('@formwork/')) continue;
      link(app, dependency, installedFolder(dependency, packageFolder(name)));
    }
  }
  for (const tool of APP_TOOLS) link(app, tool, installedFolder(tool, join(root, 'apps', 'console')));

  for (const [path, text] of Object.entries(APP_FILES)) {
    mkdirSync(dirname(join(app, path)), { recursive: true });
    writeFileSync(join(app, path), text);
  }
  const fromRoot = (path) => pathToFileURL(join(root, path)).href;
  const { generateModule } = await import(fromRoot('apps/server/dist/domains/generator/generate-module.js'));
  const { leaveRequestForm, leaveRequestList } = await import(fromRoot('packages/schema/dist/index.js'));
  const design = {
    id: 'visualdev-leaveRequest',
    fullName: '请假申请',
    enCode: 'leaveRequest',
    version: 1,
    menuId: 'menu-leave',
    form: leaveRequestForm,
    list: leaveRequestList,
  };
  for (const file of generateModule(design, OPTIONS)) {
    const path = join(app, 'src', file.path);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, file.text);
  }
  return app;
}
