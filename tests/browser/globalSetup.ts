import fs from 'node:fs';
import path from 'node:path';
import type {Server} from 'node:http';
import type {AddressInfo} from 'node:net';
// Global setup runs outside Jest's module mapper, so no @site alias here.
import {createStaticServer} from '../../scripts/hosting/staticServer';
import {HOST_PROFILES} from '../../scripts/hosting/hostProfiles';
import {LOCALES, localizedPath} from '../../src/data/locales';
import {hostUrlVariable} from './hosts';

/**
 * Serves the built site on 127.0.0.1 for every browser test file, once per
 * host profile: this project's server (SITE_URL), GitHub Pages and a
 * Netlify-style host, each on its own port.
 */
export default async function globalSetup(): Promise<void> {
  // SITE_BUILD_DIR lets a check run against another build folder than build/.
  const buildDir = path.resolve(process.env.SITE_BUILD_DIR ?? path.join(__dirname, '../../build'));
  const homePages = LOCALES.map((locale) => `${localizedPath('/', locale)}index.html`);
  if (!homePages.every((file) => fs.existsSync(path.join(buildDir, file)))) {
    throw new Error(
      `No built site in ${buildDir}: run \`npm run build\` before the browser tests.`,
    );
  }
  const servers: Server[] = [];
  for (const profile of HOST_PROFILES) {
    const server = createStaticServer(buildDir, {profile});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address() as AddressInfo;
    process.env[hostUrlVariable(profile)] = `http://127.0.0.1:${port}`;
    servers.push(server);
  }
  (globalThis as {siteServers?: Server[]}).siteServers = servers;
}
