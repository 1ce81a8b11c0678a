/**
 * Serves the built site (both languages) on http://localhost:3000.
 * Usage: tsx scripts/serve.ts [--dir build] [--port 3000] [--host localhost]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {createStaticServer} from './lib/staticServer';

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
  console.log(`  English: http://${values.host}:${values.port}/`);
  console.log(`  中文:    http://${values.host}:${values.port}/zh/`);
});
