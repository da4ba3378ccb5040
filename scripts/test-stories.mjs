#!/usr/bin/env node
/**
 * `npm run test:stories`: builds Storybook's stories without the docs (`--test`), serves the static build and runs the test-runner on it
 * (every story rendered in Chromium, play functions, axe), as `npm test` does. Extra arguments go to
 * the test-runner, e.g. `npm run test:stories -- --includeTags machine` or `-- --no-build`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chromiumPath } from './chromium.mjs';
import { startNginx } from './nginx.mjs';

const args = process.argv.slice(2);
const skipBuild = args.includes('--no-build');
const runnerArgs = args.filter((arg) => arg !== '--no-build');
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', CHROMIUM_PATH: chromiumPath };

if (!skipBuild) {
  const build = spawnSync('npx', ['storybook', 'build', '--test', '--quiet', '-o', 'storybook-static'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = await startNginx({
  root: 'storybook-static',
  port: Number(process.env.STORIES_PORT ?? 6008),
  site: 'static',
});
// Not spawnSync: nginx is stopped from this process once the runner ends.
const status = await new Promise((resolve) => {
  const runner = spawn(
    'npx',
    ['test-storybook', '--url', server.url, '--index-json', '--maxWorkers=2', ...runnerArgs],
    { stdio: 'inherit', env },
  );
  runner.on('close', (code) => resolve(code));
  runner.on('error', () => resolve(1));
});
await server.close();
process.exit(status ?? 1);
