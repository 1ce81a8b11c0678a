import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {INDEX_INPUTS} from '../utils';

const SITE_DIR = path.resolve(__dirname, '../../../..');

/** The site's own modules a module imports (relative specifiers), as paths from the site folder. */
function localImports(file: string): string[] {
  const source = fs.readFileSync(path.join(SITE_DIR, file), 'utf8');
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({fileName}) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = path.join(path.dirname(file), specifier);
      const found = ['.ts', '.tsx', '/index.ts'].find((ending) =>
        fs.existsSync(path.join(SITE_DIR, base + ending)),
      );
      if (!found) {
        throw new Error(`${file} imports ${specifier}, which is no TypeScript module`);
      }
      return base + found;
    });
}

describe('the search index inputs', () => {
  it('hold every module the index theme runs, so that a change to one renames the index', () => {
    const reached = new Set<string>();
    const pending = ['src/plugins/searchIndex/index.ts'];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      if (!reached.has(file)) {
        reached.add(file);
        pending.push(...localImports(file));
      }
    }
    expect([...reached].filter((file) => !INDEX_INPUTS.includes(file)).sort()).toEqual([]);
  });

  it('name files that exist', () => {
    expect(INDEX_INPUTS.filter((name) => !fs.existsSync(path.join(SITE_DIR, name)))).toEqual([]);
  });
});
