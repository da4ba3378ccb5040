import type { Server } from 'node:http';

/** Serves `root` (scripts/serve.mjs); resolves once listening. */
export function startServer(options: { root: string; port: number; host?: string }): Promise<{
  url: string;
  server: Server;
  close: () => Promise<void>;
}>;
