#!/usr/bin/env node
/**
 * `npm run coverage:machines`: runs the machine tests (tests/machines) and prints, per machine of
 * src/machines, the states entered and transitions taken out of all it defines, then what is missing.
 * Exits 1 when any machine is below 100% of its states or transitions.
 *
 *   --report-only  do not run Vitest; read what the last run wrote (`npm test` uses it after its
 *                  unit step, which already ran every machine test with the recorder on).
 *
 * Recording and counting: tests/support/machineCoverage.ts. The Vitest run writes
 * reports/machine-coverage.json; `table` there is already formatted by the same module.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const summaryPath = 'reports/machine-coverage.json';
const reportOnly = process.argv.includes('--report-only');

if (!reportOnly) {
  const run = spawnSync('npx', ['vitest', 'run', 'tests/machines'], { stdio: 'inherit' });
  if (run.status !== 0) {
    process.stdout.write('\nThe machine tests failed; coverage below counts what ran.\n');
    process.exitCode = 1;
  }
}

let summary;
try {
  summary = JSON.parse(readFileSync(summaryPath, 'utf8'));
} catch {
  process.stdout.write(`\nNo ${summaryPath}: no machine test ran with the coverage recorder.\n`);
  process.exit(1);
}

process.stdout.write(`\nMachine transition coverage (${summary.testFiles} test files)\n\n${summary.table}\n`);
if (!summary.complete) process.exitCode = 1;
