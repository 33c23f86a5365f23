// `npm start`: builds the app with its output kept in build.log (a line here, the whole log on failure),
// then runs the server, whose banner gives the address and the demo logins.
import { spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const logPath = path.join(root, 'build.log');

async function build() {
  const started = performance.now();
  process.stdout.write('Building the web app and the server (details in build.log)… ');
  const log = createWriteStream(logPath);
  const child = spawn('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.pipe(log, { end: false });
  child.stderr.pipe(log, { end: false });
  const code = await new Promise((resolve) => child.on('exit', (exit) => resolve(exit ?? 1)));
  await new Promise((resolve) => log.end(resolve));
  if (code !== 0) {
    process.stdout.write('failed.\n');
    process.stderr.write(readFileSync(logPath, 'utf8'));
    process.exit(code);
  }
  process.stdout.write(`done in ${((performance.now() - started) / 1000).toFixed(0)} s.\n`);
}

await build();
const server = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DEMO_DATA: process.env.DEMO_DATA ?? '1',
    // The banner says what a first run needs; the log shows warnings and errors (LOG_LEVEL=info or debug for more).
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    API_DOCS: process.env.API_DOCS ?? 'public',
  },
});
// Ctrl-C reaches the server through the terminal's process group; a plain kill of this process is passed on.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
