/**
 * The programs the tools take from Debian (Chromium, nginx): present, installed here with apt-get when
 * missing and running as root, or else a message naming the command to run.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/**
 * True when every one of `files` exists, after installing `packages` if needed and possible; otherwise
 * prints what to install (and `hint`, another way out) and returns false.
 */
export function ensureDebianPackages({ what, files, packages, hint = '' }) {
  const missing = () => files.filter((file) => !existsSync(file));
  if (missing().length === 0) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    process.stdout.write(
      `\n${what} is missing (${missing().join(', ')}). Install it first:\n` +
        `  sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}\n` +
        (hint ? `${hint}\n` : ''),
    );
    return false;
  }
  process.stdout.write(`\n\u001b[1m▶ Installing ${what} (apt-get install ${packages.join(' ')})\u001b[0m\n`);
  const update = spawnSync('apt-get', ['update'], { stdio: 'inherit' });
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return update.status === 0 && install.status === 0 && missing().length === 0;
}
