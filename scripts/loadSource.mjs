/**
 * The exports of a module of the app's source, for the scripts. Node 20 cannot import TypeScript, so
 * Vite's module runner loads it (as it loads vite.config.ts).
 */
import { join } from 'node:path';
import { runnerImport } from 'vite';

const ROOT = join(import.meta.dirname, '..');

/** `path` is relative to the project's root: `loadSource('src/data/routes.ts')`. */
export async function loadSource(path) {
  // Loading a module through Vite sets NODE_ENV=development, which a build started afterwards would inherit.
  const nodeEnv = process.env.NODE_ENV;
  try {
    const { module } = await runnerImport(join(ROOT, path), { configFile: false, logLevel: 'silent' });
    return module;
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}
