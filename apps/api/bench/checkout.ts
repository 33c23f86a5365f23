/**
 * Another commit's API, built beside this one, so that a run can give before and after side by side: a git
 * worktree under /tmp (kept between runs), on this checkout's node_modules where the commit's lock agrees.
 */
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { apiDir, buildApi } from './harness';

const repoRoot = path.resolve(apiDir, '../..');
const git = (...args: string[]) =>
  execFileSync('git', ['-C', repoRoot, ...args], { encoding: 'utf8' }).trim();

/** Links each package of `source` into `target`, a scope (@fastify) as a folder of links. */
function linkPackages(source: string, target: string, skip: (name: string) => boolean = () => false) {
  for (const entry of readdirSync(source)) {
    if (skip(entry)) continue;
    const from = path.join(source, entry);
    const to = path.join(target, entry);
    if (entry.startsWith('@')) {
      mkdirSync(to, { recursive: true });
      linkPackages(from, to);
      continue;
    }
    symlinkSync(from, to);
  }
}

/**
 * The worktree's node_modules, made again on each run: a link to each of this checkout's packages, except the
 * workspace's own (@sextant/*), which lead into the worktree so that its contracts are built in, and the
 * packages whose locked version this checkout lacks, installed beside it (.bench-packages) from the registry.
 */
function linkModules(worktree: string, sha: string) {
  const target = path.join(worktree, 'node_modules');
  // Links only: removing them leaves this checkout's packages alone.
  rmSync(target, { recursive: true, force: true });
  mkdirSync(path.join(target, '@sextant'), { recursive: true });
  const source = path.join(repoRoot, 'node_modules');
  linkPackages(source, target, (name) => name === '@sextant');
  for (const entry of readdirSync(path.join(source, '@sextant'))) {
    // Relative links (../../apps/api) resolve inside the worktree as they do here.
    symlinkSync(readlinkSync(path.join(source, '@sextant', entry)), path.join(target, '@sextant', entry));
  }
  const missing = lockDifferences(sha);
  if (missing.length === 0) return;
  const extra = path.join(worktree, '.bench-packages');
  const wanted = missing.join(' ');
  const stamp = path.join(extra, 'wanted.txt');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    console.log(
      `[bench] ${sha} locks packages this checkout lacks or has in other versions; installing: ${wanted}`,
    );
    rmSync(extra, { recursive: true, force: true });
    mkdirSync(extra, { recursive: true });
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        extra,
        '--no-save',
        '--no-package-lock',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        ...missing,
      ],
      { stdio: 'inherit' },
    );
    writeFileSync(stamp, wanted);
  }
  // Only the packages asked for: what they need in turn they find beside them.
  for (const name of missing.map((spec) => spec.slice(0, spec.lastIndexOf('@')))) {
    rmSync(path.join(target, name), { force: true });
    mkdirSync(path.dirname(path.join(target, name)), { recursive: true });
    symlinkSync(path.join(extra, 'node_modules', name), path.join(target, name));
  }
}

/**
 * The packages (name@version) the commit locks at the top of node_modules that this checkout has in another
 * version or not at all: the baseline cannot run on ours for them.
 */
function lockDifferences(sha: string): string[] {
  const versions = (text: string) =>
    (JSON.parse(text) as { packages: Record<string, { version?: string; link?: boolean }> }).packages;
  const theirs = versions(git('show', `${sha}:package-lock.json`));
  const ours = versions(readFileSync(path.join(repoRoot, 'package-lock.json'), 'utf8'));
  return Object.entries(theirs)
    .filter(([name, entry]) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(name) && !entry.link)
    .filter(([name, { version }]) => ours[name]?.version !== version)
    .map(([name, { version }]) => `${name.slice('node_modules/'.length)}@${version}`);
}

/** Checks out `ref` in /tmp/sextant-bench-<sha> (once), builds its API and answers its apps/api folder. */
export function buildCheckout(ref: string): { label: string; root: string } {
  const sha = git('rev-parse', '--short', `${ref}^{commit}`);
  const worktree = `/tmp/sextant-bench-${sha}`;
  if (!existsSync(worktree)) git('worktree', 'add', '--detach', worktree, sha);
  linkModules(worktree, sha);
  const root = path.join(worktree, 'apps/api');
  buildApi(root);
  return { label: sha, root };
}

/** An already checked-out tree (its root or its apps/api), built here if it has no build yet. */
export function otherCheckout(dir: string): { label: string; root: string } {
  const root = existsSync(path.join(dir, 'apps/api')) ? path.join(dir, 'apps/api') : dir;
  if (!existsSync(path.join(root, 'dist/server.js'))) buildApi(root);
  return { label: path.basename(path.resolve(root, '../..')), root };
}
