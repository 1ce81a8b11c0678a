import type {Server} from 'node:http';

export default async function globalTeardown(): Promise<void> {
  const servers = (globalThis as {testServers?: Server[]}).testServers ?? [];
  await Promise.all(
    servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
  );
}
