import type {Server} from 'node:http';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as {siteServer?: Server}).siteServer;
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}
