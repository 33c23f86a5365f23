#!/usr/bin/env node
// `npm test`: every check in turn, stopping at the first that fails, then each stage's time and the total,
// so a slow stage shows where it grew (the budget is 8 minutes on 2 cores: docs/decisions/0017).
import { spawnSync } from 'node:child_process';

const STAGES = ['lint', 'typecheck', 'test:unit', 'build', 'size', 'test:e2e'];

const seconds = (ms) => `${(ms / 1000).toFixed(0).padStart(4)} s`;
const took = [];
const started = Date.now();
let failed = null;
for (const stage of STAGES) {
  const begun = Date.now();
  const { status } = spawnSync('npm', ['run', stage], { stdio: 'inherit' });
  took.push([stage, Date.now() - begun]);
  if (status !== 0) {
    failed = stage;
    break;
  }
}
console.log('\nnpm test, stage by stage:');
for (const [stage, ms] of took) console.log(`  ${stage.padEnd(10)} ${seconds(ms)}`);
console.log(
  `  ${'total'.padEnd(10)} ${seconds(Date.now() - started)}${failed ? `, stopped: ${failed} failed` : ''}`,
);
process.exit(failed ? 1 : 0);
