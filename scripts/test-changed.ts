// `npm run test:changed [base] [--list]`: the quick inner loop. Runs the unit and API tests that a change reaches
// (vitest's --changed: the test files importing a changed file, directly or not) and the browser journeys of
// the screens it touches, read from the screen manifest. The base is a git ref (default: HEAD, so the
// uncommitted and untracked changes); --list says what would run without running it. The full run stays
// `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SCREENS } from '../apps/web/src/shared/routing/screens';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const listOnly = args.includes('--list');
const base = args.find((arg) => !arg.startsWith('--')) ?? 'HEAD';
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);

const changed = [...git('diff', '--name-only', base), ...git('ls-files', '--others', '--exclude-standard')];
if (changed.length === 0) {
  console.log(`Nothing changed since ${base}.`);
  process.exit(0);
}

/** Changes under these reach every screen: the journeys all run. */
const EVERY_SCREEN =
  /^(apps\/web\/src\/(app|shared)\/|apps\/web\/(index\.html|vite\.config\.ts)|e2e\/(support\/|playwright\.config\.ts))/;
/** A feature's folder: its screens are the manifest's whose module lives there. */
const FEATURE = /^apps\/web\/(src\/(?:back-office\/)?features\/[^/]+\/)/;

const specs = readdirSync(join(root, 'e2e/tests')).filter((name) => name.endsWith('.spec.ts'));

function journeysFor(files: string[]): string[] | 'all' {
  if (files.some((file) => EVERY_SCREEN.test(file))) return 'all';
  const chosen = new Set(
    files.filter((f) => f.startsWith('e2e/tests/')).map((f) => f.slice('e2e/tests/'.length)),
  );
  const folders = new Set(files.flatMap((file) => FEATURE.exec(file)?.[1] ?? []));
  // A journey reaches a screen by its address or by its title (what it clicks through to and checks).
  const marks = Object.values(SCREENS)
    .filter((screen) => [...folders].some((folder) => screen.module.startsWith(folder)))
    .flatMap((screen) => [screen.path.split('/:')[0]!, `${screen.title} | Sextant`]);
  for (const spec of specs) {
    const text = readFileSync(join(root, 'e2e/tests', spec), 'utf8');
    if (marks.some((mark) => text.includes(mark))) chosen.add(spec);
  }
  return [...chosen].filter((spec) => !spec.endsWith('.setup.ts'));
}

const run = (command: string, args: string[], cwd = root) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  if (spawnSync(command, args, { cwd, stdio: 'inherit' }).status !== 0) process.exit(1);
};

console.log(`${changed.length} files changed since ${base}.`);
const journeys = journeysFor(changed);
if (listOnly) {
  console.log(`Journeys: ${journeys === 'all' ? 'all' : journeys.join(', ') || 'none'}`);
  run('npx', ['vitest', 'list', '--changed', base, '--filesOnly', '--passWithNoTests']);
  process.exit(0);
}
run('npx', ['vitest', 'run', '--changed', base, '--passWithNoTests']);
if (journeys !== 'all' && journeys.length === 0) {
  console.log('\nNo screen changed: no journeys to run.');
  process.exit(0);
}
console.log(
  `\nJourneys: ${journeys === 'all' ? 'all (a change reaches every screen)' : journeys.join(', ')}`,
);
run('npm', ['run', 'build']);
run(
  'npx',
  ['playwright', 'test', ...(journeys === 'all' ? [] : journeys.map((spec) => `tests/${spec}`))],
  join(root, 'e2e'),
);
