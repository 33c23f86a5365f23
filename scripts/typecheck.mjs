#!/usr/bin/env node
// Type-checks every workspace, two at a time (tsc uses one core; the machine has two). Exits 1 if any fails.
import { spawn } from 'node:child_process';

const projects = ['packages/contracts', 'apps/api', 'apps/web', 'e2e'];
const tsc = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project], { stdio: 'inherit' });
    child.on('close', (code) => resolve(code === 0));
  });

const queue = [...projects];
const lane = async () => {
  let ok = true;
  for (let project = queue.shift(); project; project = queue.shift()) ok = (await tsc(project)) && ok;
  return ok;
};
const results = await Promise.all([lane(), lane()]);
process.exit(results.every(Boolean) ? 0 : 1);
