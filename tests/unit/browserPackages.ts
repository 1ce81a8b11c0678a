import path from 'node:path';
import {listFiles} from '@site/scripts/lib/files';

/** The packages whose code the browser bundle holds besides the site's own. */
const BROWSER_PACKAGE_DIRS = ['node_modules/@docusaurus', 'node_modules/@easyops-cn'];

/**
 * The JavaScript files of those packages (`.js`, `.jsx`, `.mjs`), as absolute
 * paths, their own dependencies left out.
 */
export function browserPackageFiles(): string[] {
  return BROWSER_PACKAGE_DIRS.flatMap((dir) => {
    const root = path.resolve(dir);
    return listFiles(root)
      .filter((file) => /\.(js|jsx|mjs)$/.test(file) && !file.split('/').includes('node_modules'))
      .map((file) => path.join(root, file));
  });
}
