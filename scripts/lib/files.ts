import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under a folder, at any depth, as `/`-separated paths relative to
 * it (`guide/start/index.html`), sorted: the one directory walk of the
 * scripts, plugins and tests.
 */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
