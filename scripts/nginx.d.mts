/** Starts Debian's nginx on `root` with deploy/nginx.conf (scripts/nginx.mjs); resolves once it listens. */
export function startNginx(options: {
  root: string;
  port: number;
  host?: string;
  site?: 'app' | 'static';
  stdio?: 'ignore' | 'inherit' | 'pipe' | ('ignore' | 'inherit' | 'pipe')[];
  keepLogs?: boolean;
}): Promise<{ url: string; prefix: string; exited: Promise<void>; close: () => Promise<void> }>;
