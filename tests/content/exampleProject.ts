import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SITE_DIR} from './docsFiles';

/**
 * Writes a page's example files into a new folder and returns its path. The
 * folder is outside node_modules (Rslib leaves files under node_modules
 * untranspiled) and links the site's node_modules, for Rslib, its plugins and
 * the frameworks the examples use. Files end with a newline, as an editor
 * saves them.
 */
export function createExampleProject(
  prefix: string,
  files: readonly {title: string; code: string}[],
): string {
  const projectDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.symlinkSync(path.join(SITE_DIR, 'node_modules'), path.join(projectDir, 'node_modules'), 'dir');
  for (const {title, code} of files) {
    const file = path.join(projectDir, title);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, `${code}\n`);
  }
  return projectDir;
}
