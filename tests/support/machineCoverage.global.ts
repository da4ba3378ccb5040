/**
 * Vitest global set-up: starts every run with no machine coverage files and, when the run ends,
 * merges what the machine test files wrote into `reports/machine-coverage.json` (read by
 * `scripts/coverage-machines.mjs`, which `npm run coverage:machines` and `npm test` use).
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  coverageDir,
  coverageSummaryPath,
  formatSummary,
  summarize,
  type CoverageFile,
} from './machineCoverage';

export function setup(): void {
  rmSync(coverageDir, { recursive: true, force: true });
  rmSync(coverageSummaryPath, { force: true });
}

export function teardown(): void {
  let names: string[] = [];
  try {
    names = readdirSync(coverageDir).filter((name) => name.endsWith('.json'));
  } catch {
    return; // no machine test ran
  }
  const files = names.map(
    (name) => JSON.parse(readFileSync(join(coverageDir, name), 'utf8')) as CoverageFile,
  );
  const summary = summarize(files);
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    coverageSummaryPath,
    `${JSON.stringify({ ...summary, table: formatSummary(summary) }, null, 2)}\n`,
  );
}
