import fs from 'node:fs';
import path from 'node:path';
import http, {type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
// Global setup runs outside Jest's module mapper, so no @site alias here.
import {createStaticServer} from '../../scripts/hosting/staticServer';
import {HOST_PROFILES} from '../../scripts/hosting/hostProfiles';
import {LOCALES, localizedPath} from '../../src/data/locales';
import {AXE_SCRIPT_URL_VARIABLE, hostUrlVariable} from './hosts';

/**
 * Serves the built site on 127.0.0.1 for every browser test file, once per
 * host profile: this project's server (SITE_URL), GitHub Pages and a
 * Netlify-style host, each on its own port; and axe-core, which the tests
 * inject into pages, from a port of its own (AXE_SCRIPT_URL).
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
  /** Starts a server on a free port of 127.0.0.1 and returns its origin. */
  const listen = async (server: Server): Promise<string> => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  for (const profile of HOST_PROFILES) {
    process.env[hostUrlVariable(profile)] = await listen(createStaticServer(buildDir, {profile}));
  }
  process.env[AXE_SCRIPT_URL_VARIABLE] = `${await listen(serveAxe())}/axe.min.js`;
  (globalThis as {testServers?: Server[]}).testServers = servers;
}

/**
 * axe-core's script, cached by the browser for as long as the run lasts: a
 * page that loads it by URL compiles it from Chromium's code cache once it has
 * been seen a few times, where a copy sent inline is parsed and compiled anew on
 * every page (0.4 s a page).
 */
function serveAxe(): Server {
  const script = fs.readFileSync(require.resolve('axe-core/axe.min.js'));
  return http.createServer((request, response) => {
    if (request.url !== '/axe.min.js') {
      response.writeHead(404).end();
      return;
    }
    response
      .writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=31536000, immutable',
      })
      .end(script);
  });
}
