/**
 * Serves the built site (every language) on http://localhost:3000.
 * Usage: tsx scripts/hosting/serve.ts [--dir build] [--port 3000] [--host localhost]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {LOCALES, LOCALE_CONFIGS, localizedPath} from '../../src/data/locales';
import {createStaticServer} from './staticServer';

const {values} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    port: {type: 'string', default: process.env.PORT ?? '3000'},
    host: {type: 'string', default: 'localhost'},
  },
});

const buildDir = path.resolve(values.dir!);
const server = createStaticServer(buildDir);
server.listen(Number(values.port), values.host, () => {
  console.log(`Serving ${buildDir}`);
  for (const locale of LOCALES) {
    const url = `http://${values.host}:${values.port}${localizedPath('/', locale)}`;
    console.log(`  ${LOCALE_CONFIGS[locale].label}: ${url}`);
  }
});
